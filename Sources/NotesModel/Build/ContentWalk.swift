import Foundation

/// The content folder's entries, found with `readdir` (Foundation's enumerator made a URL, a
/// standardized path and a property lookup of each, most of a 10,000-note load on one core).
/// Hidden entries (a name starting with `.`) are skipped, and symlinks are reported, never
/// followed.
enum ContentWalk {
    enum Kind {
        /// A file, or anything else that is not a folder or a symlink (read, it says why not).
        case file
        case symlink
        /// A folder that could not be opened, with the system's reason.
        case unreadableFolder(String)
    }

    /// Calls `visit` with each entry under `root` (relative, `/`-separated) that is not a
    /// readable folder, folders first in the order `readdir` gives; an unreadable `root` is
    /// reported with the empty path.
    static func walk(_ root: String, visit: (String, Kind) -> Void) {
        walk(root + "/", "", visit)
    }

    private static func walk(_ base: String, _ prefix: String, _ visit: (String, Kind) -> Void) {
        guard let directory = opendir(prefix.isEmpty ? base : base + prefix) else {
            visit(prefix.isEmpty ? "" : String(prefix.dropLast()), .unreadableFolder(String(cString: strerror(errno))))
            return
        }
        var folders: [String] = []
        var entries: [(String, Kind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name.hasPrefix(".") { continue }
            let path = prefix + name
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var info = stat()
                guard lstat(base + path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: type = Int32(DT_DIR)
                case S_IFLNK: type = Int32(DT_LNK)
                default: type = Int32(DT_REG)
                }
            }
            switch type {
            case Int32(DT_DIR): folders.append(path)
            case Int32(DT_LNK): entries.append((path, .symlink))
            default: entries.append((path, .file))
            }
        }
        closedir(directory)
        for (path, kind) in entries { visit(path, kind) }
        for folder in folders { walk(base, folder + "/", visit) }
    }
}
