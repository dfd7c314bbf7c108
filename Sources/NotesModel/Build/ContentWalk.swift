import Foundation

/// The content folder's entries, found with `readdir` (Foundation's enumerator made a URL, a
/// standardized path and a property lookup of each, most of a 10,000-note load on one core).
/// Hidden entries (a name starting with `.`) and editors' leftovers (`EditorLeftover`) are
/// skipped, and symlinks are reported, never followed.
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
        let entries: [FolderEntries.Entry]
        switch FolderEntries.read(prefix.isEmpty ? base : base + prefix) {
        case .success(let read): entries = read
        case .failure(let failure):
            visit(prefix.isEmpty ? "" : String(prefix.dropLast()), .unreadableFolder(failure.reason))
            return
        }
        var folders: [String] = []
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = prefix + entry.name
            if entry.kind != .folder && EditorLeftover.isLeftover(entry.name) { continue }
            switch entry.kind {
            case .folder: folders.append(path)
            case .symlink: visit(path, .symlink)
            case .file, .other: visit(path, .file)
            }
        }
        for folder in folders { walk(base, folder + "/", visit) }
    }
}
