import Foundation

/// What changed on disk since the last build, as a file watcher reports it: the pipeline alone
/// decides what each change means (`SitePipeline.build`).
public struct SourceChanges: Sendable, Equatable {
    /// Files written, created, deleted or moved (absolute paths).
    public var paths: Set<String>
    /// Folders that appeared, disappeared or moved: what is under them is not listed.
    public var folders: Set<String>
    /// Anything may have changed (the first build, a lost event).
    public var everything: Bool

    public init(paths: Set<String> = [], folders: Set<String> = [], everything: Bool = false) {
        self.paths = paths
        self.folders = folders
        self.everything = everything
    }

    public static let everything = SourceChanges(everything: true)

    public var isEmpty: Bool { paths.isEmpty && folders.isEmpty && !everything }

    /// Both sets of changes, as one (changes that arrive during a build).
    public mutating func merge(_ other: SourceChanges) {
        paths.formUnion(other.paths)
        folders.formUnion(other.folders)
        everything = everything || other.everything
    }

    /// " (01-combine/subjects.md)": which files a rebuild was for, relative to `root`.
    public func describe(root: URL) -> String {
        let base = SourceChanges.resolved(root)
        let touched = paths.union(folders)
        guard !touched.isEmpty else { return "" }
        let names = touched.sorted().map { $0.hasPrefix(base + "/") ? String($0.dropFirst(base.count + 1)) : ($0 as NSString).lastPathComponent }
        return " (" + names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "") + ")"
    }

    /// A folder's absolute path with symlinks resolved, as watchers report paths.
    public static func resolved(_ url: URL) -> String {
        url.resolvingSymlinksInPath().standardizedFileURL.path
    }
}
