import Foundation

/// One build at a time writes a given output folder: two `sitegen build`s started together
/// would otherwise hard-link from a previous site the other is swapping out. The lock is an
/// advisory `flock` on the folder that holds the output (the output itself is swapped, so its
/// own inode cannot carry the lock, and a lock file would be one more file outside it); the
/// second build waits for the first, and builds into other outputs of the same folder wait for
/// each other's writing step only (from the start of rendering, whose pages are written as they
/// are made, to the swap: `StagedOutput`). The kernel drops the lock when its process ends, however it
/// ends.
enum OutputLock {
    /// Waits for the lock of `target` and takes it; `release` gives it back. The descriptor
    /// holds it.
    static func take(beside target: URL) throws(OutputFolder.WriteError) -> Int32 {
        let parent = target.deletingLastPathComponent().path
        let descriptor = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw OutputFolder.WriteError(output: DisplayPath.of(target), file: nil, reason: "cannot open the folder that holds it: \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        return descriptor
    }

    static func release(_ descriptor: Int32) {
        close(descriptor)
    }
}
