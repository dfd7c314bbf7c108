import Foundation

/// The **write** stage's safety: which output folders are allowed, and the atomic swap.
///
/// The site is written into a temporary folder beside the output and swapped in only when
/// everything is written, so a failed build leaves the previous site as it was. A marker file
/// tells a folder sitegen made from one it must never replace.
public enum OutputFolder {
    static let marker = ".sitegen-output"

    /// Why `output` may not be used, or `nil` if it may.
    public static func problem(output: URL, content: URL) -> String? {
        let out = canonical(output)
        let source = canonical(content)
        let home = canonical(FileManager.default.homeDirectoryForCurrentUser)
        if out == "/" { return "refusing to write the site into '/'" }
        if out == home { return "refusing to write the site into the home folder" }
        if out == source { return "the output folder is the content folder" }
        if source.hasPrefix(out + "/") { return "the output folder contains the content folder" }
        if out.hasPrefix(source + "/") { return "the output folder is inside the content folder" }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { return "'\(output.path)' exists and is not a folder" }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
            if !entries.isEmpty && !entries.contains(marker) {
                return "'\(output.path)' is not empty and was not made by sitegen; choose another output folder or empty it"
            }
        }
        return nil
    }

    static func canonical(_ url: URL) -> String {
        // Resolve symlinks of the longest existing ancestor so `a/../b` and links compare equal.
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path) && existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        var path = existing.resolvingSymlinksInPath().standardizedFileURL.path
        for part in rest { path = (path as NSString).appendingPathComponent(part) }
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// Writes `files` and copies `assets` into a fresh temporary folder beside `output`, then
    /// swaps it in. On any failure (a full disk, a folder that may not be written) the temporary
    /// folder is removed, `output` is untouched, and the error names the file and the reason.
    /// (`build` writes its pages while it renders them, through `StagedOutput` itself.)
    public static func write(files: [SiteFile], assets: [(source: URL, path: String)], to output: URL) throws(WriteError) {
        let staged = try StagedOutput(output: output)
        staged.putAll(files: files, assets: assets)
        try staged.finish()
    }

    /// The system's words for a file error ("No space left on device"), not Foundation's
    /// generic sentence.
    static func reason(of error: any Error) -> String {
        if let failure = error as? FileBytes.Failure { return failure.reason }
        return SystemReason.of(error)
    }

    /// Why the site could not be written; the previous site is left as it was.
    public struct WriteError: Error, CustomStringConvertible {
        /// The output folder as the user named it.
        public let output: String
        /// The file being written, relative to the output folder, if it came to one.
        public let file: String?
        public let reason: String

        public var description: String {
            let place = file.map { "\(output)/\($0)" } ?? "\(output)/"
            return "cannot write \(place): \(reason); \(output)/ was left as it was"
        }
    }

    /// Swaps two folders in one step (Linux's `renameat2` with `RENAME_EXCHANGE`, looked up at
    /// run time as the C library's headers hide it from Swift). False where the system or the
    /// file system cannot; the caller then moves in two steps.
    static func exchange(_ first: URL, _ second: URL) -> Bool {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(nil, "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, first.path, AT_FDCWD, second.path, renameExchange) == 0
    }

    /// Removes the temporary folders of builds that were killed (their process is gone).
    static func removeLeftovers(of target: URL) {
        let parent = target.deletingLastPathComponent()
        let prefixes = [".\(target.lastPathComponent).sitegen-new-", ".\(target.lastPathComponent).sitegen-old-"]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] {
            guard let prefix = prefixes.first(where: { name.hasPrefix($0) }),
                  let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }) else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
            }
        }
    }

    /// Deletes a folder's entries on every core, then the folder.
    static func removeInParallel(_ folder: URL) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(entries[index]))
        }
        try? FileManager.default.removeItem(at: folder)
    }
}
