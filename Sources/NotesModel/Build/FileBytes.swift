import Foundation

/// Reads a whole file and, when it cannot, says why in the system's words ("Permission denied",
/// "not a regular file"), so the diagnostic names something a user can fix.
package enum FileBytes {
    /// The file's bytes, or the reason they cannot be read.
    static func read(_ path: String) -> Result<Data, Failure> {
        // Non-blocking, so a FIFO reached through a symlink cannot hang the build at `open`.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(reason: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Failure(reason: String(cString: strerror(errno)))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(Failure(reason: "not a regular file")) }
        var bytes = Data(capacity: Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: String(cString: strerror(errno))))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Why the file could not be read, or `nil` if it can (assets are only copied at the write
    /// stage, but a problem with one is found while loading).
    static func readable(_ path: String) -> Failure? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return Failure(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return Failure(reason: String(cString: strerror(errno))) }
        return (info.st_mode & S_IFMT) == S_IFREG ? nil : Failure(reason: "not a regular file")
    }

    /// Creates `path` and writes `data` into it, all of it or an error with the system's reason
    /// ("No space left on device").
    static func write(_ data: Data, to path: String) -> Failure? {
        data.withUnsafeBytes { write($0, to: path) }
    }

    static func write(_ buffer: UnsafeRawBufferPointer, to path: String) -> Failure? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return Failure(reason: String(cString: strerror(errno))) }
        var failure: Failure?
        var offset = 0
        while offset < buffer.count {
            let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                failure = Failure(reason: String(cString: strerror(errno)))
                break
            }
            offset += count
        }
        // A full disk can also show only when the data is flushed at close.
        if close(descriptor) != 0 && failure == nil { failure = Failure(reason: String(cString: strerror(errno))) }
        return failure
    }

    /// Links `old` at `new` when `old` is a regular file holding exactly `bytes`: a rebuild's
    /// unchanged files keep their inode (and time) instead of taking new ones, which was most of
    /// the kernel's share of a rebuild. False when it is not the same or cannot be linked.
    static func reuse(_ old: String, holding bytes: UnsafeRawBufferPointer, at new: String) -> Bool {
        var info = stat()
        guard lstat(old, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count,
              case .success(let data) = read(old), data.count == bytes.count else { return false }
        return data.withUnsafeBytes { same($0, bytes) } && link(old, new) == 0
    }

    /// Whether two byte arrays hold the same bytes, by `memcmp` (`Array`'s `==` compares a byte
    /// at a time: 10 ms for a served 1,000-note site's search index).
    package static func same(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { right in same(left, right) } }
    }

    static func same(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard lhs.count > 0, lhs.baseAddress != rhs.baseAddress else { return true }
        return memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0
    }

    struct Failure: Error {
        /// The system's reason, e.g. "Permission denied".
        let reason: String
    }
}
