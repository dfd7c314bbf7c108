import Foundation

/// A site being written: a folder filled file by file from any thread while the site is still
/// being rendered, then swapped in whole (`finish`). The folder is the site before last, kept in
/// the cache and brought up to date (`SpareSite`), where a cache folder is given and can serve;
/// otherwise a fresh temporary folder beside the output, removed with nothing of it left if the
/// build fails (`abandon`, or the end of its last reference). Holding it holds the output's lock
/// (`OutputLock`), so a second build into the same output waits.
///
/// Written as the pages are made, a site's pages need not all be in memory at once: at
/// 10,000 notes they are 800 MiB of HTML.
final class StagedOutput: @unchecked Sendable {
    let target: URL
    /// The output folder as the user named it, for messages.
    let shown: String
    private let staging: URL
    private let base: String
    /// The previous site, whose unchanged files are linked instead of written again (their
    /// times stay, so a copy to a server sends only what changed).
    private let previous: String?
    /// The spare being brought up to date, or `nil` for a fresh temporary folder.
    private let spare: SpareSite?
    private let lockDescriptor: Int32
    private let lock = NSLock()
    private var folders: Set<String> = []
    /// The files put so far (kept only with a spare, whose other files are stale).
    private var written: Set<String> = []
    private var failure: (path: String, failure: FileBytes.Failure)?
    private var done = false
    /// Each file's size and digest as it is put, once `recordFiles` was called (the offline
    /// manifest is made of them).
    private var recorded: [String: OfflineManifest.Entry]?

    /// Takes the output's lock (waiting for another build to finish with it), clears what killed
    /// builds left, and opens the spare in `cache` or makes the temporary folder.
    init(output: URL, cache: URL? = nil) throws(OutputFolder.WriteError) {
        let manager = FileManager.default
        target = URL(fileURLWithPath: OutputFolder.canonical(output))
        shown = DisplayPath.of(output)
        let parent = target.deletingLastPathComponent()
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw OutputFolder.WriteError(output: shown, file: nil, reason: OutputFolder.reason(of: error))
        }
        lockDescriptor = try OutputLock.take(beside: target)
        OutputFolder.removeLeftovers(of: target)
        previous = manager.fileExists(atPath: target.appendingPathComponent(OutputFolder.marker).path) ? target.path + "/" : nil
        if let cache, let location = SpareSite.location(of: target, in: cache), let spare = SpareSite.open(location) {
            self.spare = spare
            staging = spare.folder
            base = staging.path + "/"
            return
        }
        spare = nil
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        staging = parent.appendingPathComponent(".\(target.lastPathComponent).sitegen-new-\(token)")
        base = staging.path + "/"
        guard mkdir(staging.path, 0o755) == 0 else {
            let reason = String(cString: strerror(errno))
            OutputLock.release(lockDescriptor)
            throw OutputFolder.WriteError(output: shown, file: nil, reason: reason)
        }
    }

    deinit {
        if !done { abandon() }
    }

    /// Writes one file (from any thread); after the first failure, nothing more is written.
    func put(_ path: String, _ bytes: UnsafeRawBufferPointer) {
        let (going, recording) = lock.withLock {
            if spare != nil { written.insert(path) }
            return (failure == nil, recorded != nil)
        }
        guard going else { return }
        if let failure = makeFolders(of: path) ?? write(bytes, path) {
            lock.withLock { if self.failure == nil { self.failure = (path, failure) } }
        }
        if recording {
            let entry = OfflineManifest.Entry(size: bytes.count, digest: OfflineManifest.digest(bytes))
            lock.withLock { recorded?[path] = entry }
        }
    }

    /// From now on, keeps each file's size and digest (`recordedFiles`).
    func recordFiles() {
        lock.withLock { if recorded == nil { recorded = [:] } }
    }

    /// The size and digest of every file put since `recordFiles`, by path.
    var recordedFiles: [String: OfflineManifest.Entry] {
        lock.withLock { recorded ?? [:] }
    }

    func put(_ file: SiteFile) {
        file.data.withUnsafeBytes { put(file.path, $0) }
    }

    /// Copies a file as it is (an asset).
    func copy(_ source: URL, to path: String) {
        switch FileBytes.read(source.path) {
        case .success(let bytes): bytes.withUnsafeBytes { put(path, $0) }
        case .failure(let error): lock.withLock { if failure == nil { failure = (path, error) } }
        }
    }

    /// Puts `files` and copies `assets` on every core.
    func putAll(files: [SiteFile], assets: [(source: URL, path: String)]) {
        let count = assets.count + files.count
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) {
                if index < assets.count {
                    copy(assets[index].source, to: assets[index].path)
                } else {
                    put(files[index - assets.count])
                }
            }
        }
    }

    /// Swaps the written site in, in one step where the system can; on any failure (of a file
    /// written before, a full disk) the folder written into is removed (a spare too: whatever
    /// made it fail may be in it, and the next build makes a new one), the output is left as it
    /// was, and the error names the file and the reason. The site swapped out becomes the
    /// spare, or is removed.
    func finish() throws(OutputFolder.WriteError) {
        defer { done = true; OutputLock.release(lockDescriptor) }
        // Without the marker the next build would refuse this folder: fail now instead.
        Data("made by sitegen build\n".utf8).withUnsafeBytes { put(OutputFolder.marker, $0) }
        if let (path, failure) = lock.withLock({ failure }) {
            try? FileManager.default.removeItem(at: staging)
            throw OutputFolder.WriteError(output: shown, file: path, reason: failure.reason)
        }
        let manager = FileManager.default
        if let spare { lock.withLock { spare.removeStale(written: written, folders: folders) } }
        do {
            // The site replaced is the next build's spare, or removed.
            if try swapIn(), spare == nil { OutputFolder.removeInParallel(staging) }
        } catch {
            if spare == nil { try? manager.removeItem(at: staging) }
            throw OutputFolder.WriteError(output: shown, file: nil, reason: OutputFolder.reason(of: error))
        }
    }

    /// Removes the temporary folder (a spare is kept as it is) and lets the output go.
    func abandon() {
        guard !done else { return }
        done = true
        if spare == nil { try? FileManager.default.removeItem(at: staging) }
        OutputLock.release(lockDescriptor)
    }

    /// Puts the folder written into in the output's place, in one step where the system can (a
    /// build killed at any moment then leaves either the old site or the new); true when a site
    /// was replaced, which is then where the folder written into was.
    private func swapIn() throws -> Bool {
        let manager = FileManager.default
        guard manager.fileExists(atPath: target.path) else {
            try manager.moveItem(at: staging, to: target)
            return false
        }
        if OutputFolder.exchange(staging, target) { return true }
        let retired = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).sitegen-old-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        try manager.moveItem(at: target, to: retired)
        do {
            try manager.moveItem(at: staging, to: target)
        } catch {
            try? manager.moveItem(at: retired, to: target)
            throw error
        }
        if (try? manager.moveItem(at: retired, to: staging)) == nil {
            OutputFolder.removeInParallel(retired)
            return false
        }
        return true
    }

    /// Makes the folders above `path` that are not made yet, parents first.
    private func makeFolders(of path: String) -> FileBytes.Failure? {
        var missing: [Substring] = []
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if lock.withLock({ folders.contains(String(folder)) }) { break }
            missing.append(folder)
        }
        for folder in missing.reversed() {
            let entry = spare?.entries[String(folder)]
            // A spare's folder is there already (a thousand `mkdir`s failing with `EEXIST` were
            // a hundredth of a rebuild); a spare's file where a folder goes now is removed.
            if entry == true {
                _ = lock.withLock { folders.insert(String(folder)) }
                continue
            }
            if entry == false { unlink(base + folder) }
            // Another thread may make it at the same moment: that it exists is what counts.
            guard mkdir(base + folder, 0o755) == 0 || errno == EEXIST else {
                return FileBytes.Failure(reason: String(cString: strerror(errno)))
            }
            _ = lock.withLock { folders.insert(String(folder)) }
        }
        return nil
    }

    private func write(_ bytes: UnsafeRawBufferPointer, _ path: String) -> FileBytes.Failure? {
        if let spare {
            // A spare's folder where a file goes now.
            if spare.entries[path] == true { try? FileManager.default.removeItem(atPath: base + path) }
            // The live site's file when it is unchanged (its time stays), else a new file: the
            // spare's own may be a link to the live one, so it is replaced, never written into.
            if let previous, let live = FileBytes.identity(of: previous + path, holding: bytes) {
                if FileBytes.identity(of: base + path) == live { return nil }
                unlink(base + path)
                if link(previous + path, base + path) == 0 { return nil }
            }
            unlink(base + path)
            return FileBytes.write(bytes, to: base + path)
        }
        if let previous {
            if FileBytes.reuse(previous + path, holding: bytes, at: base + path) { return nil }
            // A path given twice (an asset, then a page) may be a link to the previous site's
            // file by now: written through, it would change that site in place.
            unlink(base + path)
        }
        return FileBytes.write(bytes, to: base + path)
    }
}

extension Result where Success == StagedOutput {
    /// Lets an opened output go unused (a build that stopped before writing).
    func abandon() {
        if case .success(let output) = self { output.abandon() }
    }
}
