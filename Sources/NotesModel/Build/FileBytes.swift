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
        // Read straight into a buffer of the file's size (a zeroed 64 KiB chunk per file, copied
        // on into the data, was most of what reading cost); the file may have grown since.
        let expected = Int(info.st_size)
        var bytes = Data(count: expected)
        var filled = 0
        while filled < expected {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, expected - filled) }
            if count == 0 {
                bytes.count = filled
                return .success(bytes)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: String(cString: strerror(errno))))
            }
            filled += count
        }
        return withUnsafeTemporaryAllocation(byteCount: 1 << 14, alignment: 16) { chunk in
            while true {
                let count = Glibc.read(descriptor, chunk.baseAddress, chunk.count)
                if count == 0 { return .success(bytes) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(Failure(reason: String(cString: strerror(errno))))
                }
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
            }
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
        holds(old, bytes) && link(old, new) == 0
    }

    /// Whether `path` is a regular file (not a symlink) holding exactly `bytes`, compared a
    /// chunk at a time as it is read: nothing is kept, and a difference stops the reading.
    static func holds(_ path: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
        identity(of: path, holding: bytes) != nil
    }

    /// Which file `path` is (device and inode) when it is a regular file holding exactly
    /// `bytes`, else `nil`; see `holds`.
    static func identity(of path: String, holding bytes: UnsafeRawBufferPointer) -> Identity? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else { return nil }
        let same = withUnsafeTemporaryAllocation(byteCount: 1 << 14, alignment: 16) { chunk in
            var compared = 0
            while true {
                let count = Glibc.read(descriptor, chunk.baseAddress, chunk.count)
                if count == 0 { return compared == bytes.count }
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                guard compared + count <= bytes.count,
                      memcmp(chunk.baseAddress!, bytes.baseAddress! + compared, count) == 0 else { return false }
                compared += count
            }
        }
        return same ? Identity(info) : nil
    }

    /// The file at `path` itself (not a symlink's target), or `nil` if there is none.
    static func identity(of path: String) -> Identity? {
        var info = stat()
        return lstat(path, &info) == 0 ? Identity(info) : nil
    }

    /// A file as the file system knows it: two names with the same identity are one file.
    struct Identity: Equatable {
        let device: UInt64
        let inode: UInt64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
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
