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
    public static func write(files: [SiteFile], assets: [(source: URL, path: String)], to output: URL) throws(WriteError) {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: canonical(output))
        let parent = target.deletingLastPathComponent()
        let shown = DisplayPath.of(output)
        var current: String?
        func fail(_ reason: String) -> WriteError { WriteError(output: shown, file: current, reason: reason) }
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw fail(reason(of: error))
        }
        try OutputLock.holding(beside: target) { () throws(WriteError) in
            try swapIn(files: files, assets: assets, target: target, shown: shown)
        }
    }

    /// `write`'s work, under the output's lock.
    private static func swapIn(files: [SiteFile], assets: [(source: URL, path: String)], target: URL, shown: String) throws(WriteError) {
        let manager = FileManager.default
        let parent = target.deletingLastPathComponent()
        var current: String?
        func fail(_ reason: String) -> WriteError { WriteError(output: shown, file: current, reason: reason) }
        removeLeftovers(of: target)
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).sitegen-new-\(token)")
        let retired = parent.appendingPathComponent(".\(target.lastPathComponent).sitegen-old-\(token)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            let base = staging.path + "/"
            // Folders first...
            var folders = Set<String>()
            for path in assets.map(\.path) + files.map(\.path) {
                var folder = Substring(path)
                while let slash = folder.lastIndex(of: "/") {
                    folder = folder[..<slash]
                    guard folders.insert(String(folder)).inserted else { break }
                }
            }
            if let (folder, failure) = makeFolders(folders, in: base) {
                current = folder
                throw failure
            }
            // ...then the files on every core: creating a thousand files is the kernel's work.
            let previous = manager.fileExists(atPath: target.appendingPathComponent(marker).path) ? target.path + "/" : nil
            if let (path, failure) = writeAll(files: files, assets: assets, into: base, previous: previous) {
                current = path
                throw failure
            }
            // Without the marker the next build would refuse this folder: fail now instead.
            current = marker
            if let failure = FileBytes.write(Data("made by sitegen build\n".utf8), to: base + marker) { throw failure }
            current = nil
            if manager.fileExists(atPath: target.path), exchange(staging, target) {
                // One step: a build killed at any moment leaves either the old site or the new.
                removeInParallel(staging)
            } else if manager.fileExists(atPath: target.path) {
                try manager.moveItem(at: target, to: retired)
                do {
                    try manager.moveItem(at: staging, to: target)
                } catch {
                    try? manager.moveItem(at: retired, to: target)
                    throw error
                }
                removeInParallel(retired)
            } else {
                try manager.moveItem(at: staging, to: target)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw fail(reason(of: error))
        }
    }

    /// The system's words for a file error ("No space left on device"), not Foundation's
    /// generic sentence.
    private static func reason(of error: any Error) -> String {
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

    /// Makes `folders` under `base`, a level at a time (parents before children), each level on
    /// every core; the first failure, if any.
    private static func makeFolders(_ folders: Set<String>, in base: String) -> (String, FileBytes.Failure)? {
        let levels = Dictionary(grouping: folders) { $0.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 } }
        for depth in levels.keys.sorted() {
            let failures = levels[depth]!.sorted().parallelMap { folder -> (String, FileBytes.Failure)? in
                guard mkdir(base + folder, 0o755) != 0 && errno != EEXIST else { return nil }
                return (folder, FileBytes.Failure(reason: String(cString: strerror(errno))))
            }
            if let first = failures.lazy.compactMap({ $0 }).first { return first }
        }
        return nil
    }

    /// Writes every asset and page under `base` on every core, linking the files of the
    /// `previous` site that have not changed; the first failure (in the order of the lists), if any.
    private static func writeAll(files: [SiteFile], assets: [(source: URL, path: String)], into base: String, previous: String?) -> (String, FileBytes.Failure)? {
        @Sendable func put(_ bytes: UnsafeRawBufferPointer, _ path: String) -> FileBytes.Failure? {
            if let previous, FileBytes.reuse(previous + path, holding: bytes, at: base + path) { return nil }
            return FileBytes.write(Data(bytes), to: base + path)
        }
        let count = assets.count + files.count
        let failures = Failures()
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) where !failures.any {
                let path: String
                let failure: FileBytes.Failure?
                if index < assets.count {
                    path = assets[index].path
                    switch FileBytes.read(assets[index].source.path) {
                    case .success(let bytes): failure = bytes.withUnsafeBytes { put($0, path) }
                    case .failure(let error): failure = error
                    }
                } else {
                    let file = files[index - assets.count]
                    path = file.path
                    failure = file.data.withUnsafeBytes { put($0, path) }
                }
                if let failure { failures.add(index, path, failure) }
            }
        }
        return failures.first
    }

    /// Deletes a folder's entries on every core, then the folder.
    private static func removeInParallel(_ folder: URL) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(entries[index]))
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The failures of a parallel write, the earliest kept.
    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var earliest: (index: Int, path: String, failure: FileBytes.Failure)?

        var any: Bool { lock.withLock { earliest != nil } }
        var first: (String, FileBytes.Failure)? { lock.withLock { earliest.map { ($0.path, $0.failure) } } }

        func add(_ index: Int, _ path: String, _ failure: FileBytes.Failure) {
            lock.withLock { if earliest.map({ index < $0.index }) ?? true { earliest = (index, path, failure) } }
        }
    }
}
