import Foundation

/// One build at a time writes a given output folder: two `sitegen build`s started together
/// would otherwise hard-link from a previous site the other is swapping out. The lock is an
/// advisory `flock` on the folder that holds the output (the output itself is swapped, so its
/// own inode cannot carry the lock, and a lock file would be one more file outside it); the
/// second build waits for the first, and builds into other outputs of the same folder wait for
/// each other's writing step only. The kernel drops the lock when its process ends, however it
/// ends.
enum OutputLock {
    /// Waits until no other build holds the lock of `target`, then holds it until `body` returns.
    static func holding<T>(beside target: URL, _ body: () throws(OutputFolder.WriteError) -> T) throws(OutputFolder.WriteError) -> T {
        let parent = target.deletingLastPathComponent().path
        let descriptor = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw OutputFolder.WriteError(output: DisplayPath.of(target), file: nil, reason: "cannot open the folder that holds it: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        return try body()
    }
}
