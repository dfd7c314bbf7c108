/// The print page (`/print/`) of a rendering, left for later: `serve` draws it after the page
/// has reloaded, off the pipeline (`SitePipeline.build(print: .later)`). The page holds every
/// note of the course — at 10,000 notes a hundred megabytes put together and compared — so a
/// save's reload no longer waits for it; the server holds a request for `/print/` until it is
/// drawn, so nobody reads an outdated one (`SiteStore`).
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
        public let file: SiteFile
        let sections: SiteRenderer.PrintSections
        let generation: Int
    }

    /// Where the print page is in the site.
    public static let path = PageURL.outputFile(SiteRenderer.printURL)

    let renderer: SiteRenderer
    let reusing: SiteRenderer.PrintSections
    let generation: Int

    public func run() -> Printed {
        let print = renderer.printPage(reusing: reusing)
        return Printed(file: print.file, sections: print.sections, generation: generation)
    }

    /// `build` with `printed` in place of its print page (its files are in path order).
    public static func adding(_ printed: Printed, to build: SiteBuild) -> SiteBuild {
        var build = build
        var files = SortedFiles(sorted: build.files)
        files.set(printed.file)
        build.files = files.files
        build.print = .included
        build.touched?.insert(printed.file.path)
        return build
    }
}
