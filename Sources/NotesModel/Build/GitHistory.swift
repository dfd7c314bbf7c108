import Foundation

/// What git knows of the content folder, read once with two `git` commands (none per note):
/// each file's last commit date, the folder's path inside the repository and the branch. `nil`
/// when the content is not in a git repository or git is not installed; nothing is written
/// (`GIT_OPTIONAL_LOCKS=0`).
public struct GitHistory: Sendable, Hashable {
    /// The content folder's path inside the repository, ending in `/` (`content/`), or empty.
    public var prefix: String
    public var branch: String?
    /// The date of the last commit that changed each file, by path relative to the content folder.
    public var lastCommit: [String: NoteDate]

    public init(prefix: String, branch: String?, lastCommit: [String: NoteDate]) {
        self.prefix = prefix
        self.branch = branch
        self.lastCommit = lastCommit
    }

    public static func read(content: URL) -> GitHistory? {
        guard let facts = git(["rev-parse", "--show-prefix", "--abbrev-ref", "HEAD"], in: content) else { return nil }
        let lines = facts.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 2 else { return nil }
        let branch = lines[1] == "HEAD" ? nil : lines[1]
        // Newest first: the first date a file appears under is its last change.
        guard let log = git(["log", "--relative", "--no-renames", "--name-only", "--format=%x00%cI", "--", "."], in: content) else { return nil }
        return GitHistory(prefix: lines[0], branch: branch, lastCommit: parse(log: log))
    }

    /// `git log --name-only --format=%x00%cI` output → each file's newest date.
    static func parse(log: String) -> [String: NoteDate] {
        var dates: [String: NoteDate] = [:]
        var current: NoteDate?
        for line in log.split(separator: "\n") {
            if line.hasPrefix("\0") {
                current = NoteDate(parsing: String(line.dropFirst()))
            } else if let current, dates[String(line)] == nil {
                dates[String(line)] = current
            }
        }
        return dates
    }

    private static func git(_ arguments: [String], in folder: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path, "-c", "core.quotePath=false"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
