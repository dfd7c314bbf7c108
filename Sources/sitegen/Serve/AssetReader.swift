import Foundation

/// Reads the bytes of the files copied into the site (images, CSS, theme assets), keeping them
/// between builds while the file's size, change time and inode stay the same.
final class AssetReader: @unchecked Sendable {
    private struct Entry {
        var stamp: [Int]
        var bytes: [UInt8]
    }

    private let entries = Locked([String: Entry]())

    /// The file's bytes, or `nil` if it cannot be read.
    func bytes(of url: URL) -> [UInt8]? {
        let path = url.path
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let stamp = [Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec), Int(info.st_ino)]
        if let entry = entries.withLock({ $0[path] }), entry.stamp == stamp { return entry.bytes }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        entries.withLock { $0[path] = Entry(stamp: stamp, bytes: bytes) }
        return bytes
    }

    /// Forgets files the watcher saw change, so they are read again even within one tick.
    func forget(_ paths: Set<String>) {
        entries.withLock { entries in for path in paths { entries[path] = nil } }
    }
}
