/// **search**: the search index of every note (`SearchIndex`, the files under `search/`). It
/// depends on every note, so a change to any note makes it again, whole (it may have fewer
/// shards than before).
///
/// `build` runs it inside the pipeline, before writing (`Timing.inline`). `serve` leaves it out
/// of the pipeline (`Timing.later`) and runs the same `run(on:)` after the page has reloaded,
/// off the pipeline: at 1,000 notes it is a second of work, and a page never reads the index as
/// it loads, so neither a save's reload nor the next save waits for it.
public enum SearchStage {
    public enum Timing: Sendable {
        case inline, later
    }

    /// What a build's `files` hold of the search index.
    public enum State: Sendable, Equatable {
        /// The index of these notes is among the files.
        case included
        /// Left for later, and not needed: the index made for the build before still fits.
        case unchanged
        /// Left for later, and needed: a note changed (`run(on:)` makes it).
        case due
    }

    static let folder = "search/"

    /// The index of `course`, in path order; `nil` once `stop` is set (a newer save made it stale).
    public static func files(for course: Course, stop: SearchIndex.Stop = SearchIndex.Stop()) -> [SiteFile]? {
        let collected = SearchIndexWriter.Collector()
        guard SearchIndex.write(course: course, stop: stop, to: collected.put) != nil else { return nil }
        return collected.files
    }

    /// The index of `course`, each file handed to `put` (from any thread) as soon as it is
    /// encoded: `build` writes them straight into the staged output, so the index is never held
    /// whole. The paths written; `nil` once `stop` is set.
    static func write(for course: Course, stop: SearchIndex.Stop = SearchIndex.Stop(), to put: @escaping @Sendable (SiteFile) -> Void) -> [String]? {
        SearchIndex.write(course: course, stop: stop, to: put)
    }

    /// `build` with the index of its notes among its files; `nil` once `stop` is set, or when
    /// the build was not rendered.
    public static func run(on build: SiteBuild, stop: SearchIndex.Stop = SearchIndex.Stop()) -> SiteBuild? {
        guard let course = build.course, build.rendered, let search = files(for: course, stop: stop) else { return nil }
        return adding(search, to: build)
    }

    /// `build` with `search` in place of any index among its files. `build.files` is in path
    /// order (the render stage sorts it), so the index's files are one run of it, found by
    /// binary search and replaced (`serve` does this after every save, 24,000 files at 10,000
    /// notes); the result is in path order too.
    public static func adding(_ search: [SiteFile], to build: SiteBuild) -> SiteBuild {
        var build = build
        var added: [SiteFile] = []
        // An index kept from the last time is in order already (`serve` puts it in after every
        // save: thousands of files at 10,000 notes), and a check is cheaper than a sort.
        if zip(search, search.dropFirst()).allSatisfy({ $0.path < $1.path }) {
            added = search
        } else {
            for file in search.sorted(by: { $0.path < $1.path }) {
                // A path given twice keeps its last file, as a dictionary would.
                if let last = added.last, last.path == file.path { added[added.count - 1] = file } else { added.append(file) }
            }
        }
        let files = build.files
        let start = files.partitioningIndex { $0.path >= folder }
        let end = files.partitioningIndex { $0.path >= folder && !$0.path.hasPrefix(folder) }
        build.touched?.formUnion(files[start..<end].map(\.path) + added.map(\.path))
        build.files.replaceSubrange(start..<end, with: added)
        build.search = .included
        return build
    }

    /// The index among `files`.
    public static func files(in files: [SiteFile]) -> [SiteFile] {
        files.filter { $0.path.hasPrefix(folder) }
    }
}
