import Foundation

/// One folder's entries as `readdir` gives them, each with its kind as the entry itself says
/// (`lstat` only where the file system leaves it unknown); symlinks are never followed. The
/// content walk (`ContentWalk`) and a spare site's listing (`SpareSite`) read folders with it.
enum FolderEntries {
    enum Kind {
        case folder, file, symlink
        /// A FIFO, a socket, a device.
        case other
    }

    struct Entry {
        let name: String
        let kind: Kind
    }

    /// The entries of `path` other than `.` and `..`, or why it cannot be opened.
    static func read(_ path: String) -> Result<[Entry], FileBytes.Failure> {
        guard let directory = opendir(path) else { return .failure(FileBytes.Failure(reason: String(cString: strerror(errno)))) }
        defer { closedir(directory) }
        let base = path.hasSuffix("/") ? path : path + "/"
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append(Entry(name: name, kind: .folder))
            case Int32(DT_REG): entries.append(Entry(name: name, kind: .file))
            case Int32(DT_LNK): entries.append(Entry(name: name, kind: .symlink))
            case Int32(DT_UNKNOWN):
                var info = stat()
                guard lstat(base + name, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: entries.append(Entry(name: name, kind: .folder))
                case S_IFREG: entries.append(Entry(name: name, kind: .file))
                case S_IFLNK: entries.append(Entry(name: name, kind: .symlink))
                default: entries.append(Entry(name: name, kind: .other))
                }
            default: entries.append(Entry(name: name, kind: .other))
            }
        }
        return .success(entries)
    }
}
