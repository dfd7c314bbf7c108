import Foundation

/// The side channel a run's recorded events come back through, apart from its stdout: the
/// support library's RxTest appends one JSON line per line and event to the file named by
/// `SITEGEN_MARBLES` (its `MarbleLog`, which this module cannot import).
enum MarbleFile {
    static let variable = "SITEGEN_MARBLES"

    /// An empty file for one run (an earlier run's log in the same place would mix in), which
    /// the snippet may write from inside its sandbox (as another user when sitegen is root).
    static func prepare(in folder: URL, name: String) -> URL? {
        let url = folder.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: url.path, contents: Data(), attributes: [.posixPermissions: 0o666]) else { return nil }
        return url
    }

    static func read(_ url: URL) -> String {
        FileManager.default.contents(atPath: url.path).flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }
}
