import Foundation

/// The site before last, kept in the cache folder (`sites/<output's hash>`) after a swap instead
/// of being deleted, and brought up to date by the next build in place of a fresh temporary
/// folder. A rebuild then makes no folders and deletes none: on a file system that holds back
/// inodes freed in the last minute (ext4 without a journal), making a thousand folders right
/// after deleting a thousand was a quarter of a build's CPU. A build that fails while writing
/// removes it (a full disk gets its room back; the next build makes a new one).
///
/// Its unchanged files are hard links to the live site's (no second copy on disk); a changed
/// one is always replaced, never written through, so the live site is never touched. Anything
/// in it that is neither a file nor a folder (a symlink) is removed before a page is written.
struct SpareSite {
    /// The spare folder itself.
    let folder: URL
    /// What it held when the build began, relative to it: whether each entry is a folder.
    let entries: [String: Bool]

    /// Where the spare of `output` (canonical) lives in `cache`, made if missing; `nil` when a
    /// spare cannot serve: the cache cannot be made, is on another file system (a swap is a
    /// rename), or one folder lies inside the other.
    static func location(of output: URL, in cache: URL) -> URL? {
        let sites = URL(fileURLWithPath: OutputFolder.canonical(cache)).appendingPathComponent("sites")
        let folder = sites.appendingPathComponent(name(of: output.path))
        let out = output.path
        guard !folder.path.hasPrefix(out + "/"), !out.hasPrefix(folder.path + "/"),
              (try? FileManager.default.createDirectory(at: sites, withIntermediateDirectories: true)) != nil,
              let here = device(of: sites.path), let there = device(of: output.deletingLastPathComponent().path),
              here == there else { return nil }
        return folder
    }

    /// The spare at `folder`, listed, with what is neither a file nor a folder removed; made
    /// empty where nothing (or not a folder) was there. `nil` if it cannot be made.
    static func open(_ folder: URL) -> SpareSite? {
        var info = stat()
        if lstat(folder.path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
            unlink(folder.path)
        }
        guard mkdir(folder.path, 0o755) == 0 || errno == EEXIST else { return nil }
        var entries: [String: Bool] = [:]
        list(folder.path + "/", "", into: &entries)
        return SpareSite(folder: folder, entries: entries)
    }

    /// Removes what the build did not write: files not in `written`, then folders not in
    /// `folders`, deepest first (a path that changed kind was replaced as it was written).
    func removeStale(written: Set<String>, folders: Set<String>) {
        let base = folder.path + "/"
        var stale: [String] = []
        for (path, isFolder) in entries where !written.contains(path) && !folders.contains(path) {
            if isFolder {
                stale.append(path)
            } else {
                unlink(base + path)
            }
        }
        for path in stale.sorted(by: { $0.count > $1.count }) where rmdir(base + path) != 0 && errno != ENOENT {
            // Written into since it was listed (by hand): whatever is in it goes with it.
            try? FileManager.default.removeItem(atPath: base + path)
        }
    }

    /// The file name of an output's spare: the FNV-1a hash of its canonical path.
    static func name(of path: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func device(of path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_dev) : nil
    }

    private static func list(_ base: String, _ prefix: String, into entries: inout [String: Bool]) {
        guard case .success(let found) = FolderEntries.read(base + prefix) else { return }
        for entry in found {
            let path = prefix + entry.name
            switch entry.kind {
            case .folder:
                entries[path] = true
                list(base, path + "/", into: &entries)
            case .file: entries[path] = false
            case .symlink, .other: unlink(base + path)
            }
        }
    }
}
