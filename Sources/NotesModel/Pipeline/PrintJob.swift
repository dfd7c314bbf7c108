/// The print page (`/print/`, in parts for a long course: `PrintBook`) of a rendering, left for
/// later: `serve` draws it after the page has reloaded, off the pipeline
/// (`SitePipeline.build(print: .later)`). It holds every note of the course — at 10,000 notes a
/// hundred megabytes put together and compared — so a save's reload no longer waits for it; the
/// server holds a request for a part until it is drawn, so nobody reads an outdated one
/// (`SiteStore`).
///
/// `build` draws it inline, as does a rendering of the whole site.
public struct PrintJob: Sendable {
    /// What a build's `files` hold of the print page.
    public enum State: Sendable {
        /// The print page of these notes is among the files.
        case included
        /// An older print page is among the files; `run()` draws this one.
        case due(PrintJob)
        /// An older print page is among the files, and the job of an earlier build (still
        /// running) draws the one these notes need: nothing was drawn again since.
        case drawing

        public var isStale: Bool {
            if case .included = self { return false }
            return true
        }
    }

    /// A drawn print page, for the server and for `SitePipeline.keep` (the sections the next
    /// print page reuses).
    public struct Printed: Sendable {
        /// Its parts.
        public let files: [SiteFile]
        let sections: SiteRenderer.PrintSections
        let generation: Int
    }

    /// Where the print page's parts are in the site (every path under it).
    public static let folder = PrintBook.folder

    let renderer: SiteRenderer
    let reusing: SiteRenderer.PrintSections
    let generation: Int

    public func run() -> Printed {
        let print = renderer.printPage(reusing: reusing)
        return Printed(files: print.files, sections: print.sections, generation: generation)
    }

    /// `build` with `printed` in place of its print page (its files are in path order).
    public static func adding(_ printed: Printed, to build: SiteBuild) -> SiteBuild {
        var build = build
        var files = SortedFiles(sorted: build.files)
        let touched = replaceParts(in: &files, with: printed.files)
        build.files = files.files
        build.print = .included
        build.touched?.formUnion(touched)
        return build
    }

    /// Puts `parts` in place of the print page among `files`; parts the course no longer fills
    /// go (a course that shrank prints in fewer). Returns the paths of both.
    static func replaceParts(in files: inout SortedFiles, with parts: [SiteFile]) -> Set<String> {
        let kept = Set(parts.map(\.path))
        var touched = kept
        files.removeAll { file in
            guard file.path.hasPrefix(folder), !kept.contains(file.path) else { return false }
            touched.insert(file.path)
            return true
        }
        for part in parts { files.set(part) }
        return touched
    }
}
