/// A site's files in path order, one per path, updated in place: `serve` replaces the few pages
/// a save rendered again by binary search instead of sorting every path of the site after each
/// save (at 10,000 notes a sort of 20,000 paths, the largest part of the render stage's time).
struct SortedFiles: Sendable {
    private(set) var files: [SiteFile]

    /// `files` in path order; of two files with one path, the later one.
    init(_ files: [SiteFile]) {
        var byPath: [String: SiteFile] = [:]
        byPath.reserveCapacity(files.count)
        for file in files { byPath[file.path] = file }
        self.files = byPath.keys.sorted().map { byPath[$0]! }
    }

    /// Files already in path order, one per path (a build's `files`), taken as they are.
    init(sorted files: [SiteFile]) {
        self.files = files
    }

    /// Puts `file` in place of the file with its path, or adds it in order; returns whether
    /// that changed the site (a new path, or other bytes).
    @discardableResult
    mutating func set(_ file: SiteFile) -> Bool {
        let low = files.partitioningIndex { $0.path >= file.path }
        if low < files.count && files[low].path == file.path {
            let changed = files[low].data != file.data
            files[low] = file
            return changed
        }
        files.insert(file, at: low)
        return true
    }

    /// Removes the files `unwanted` says so of.
    mutating func removeAll(where unwanted: (SiteFile) -> Bool) {
        files.removeAll(where: unwanted)
    }
}
