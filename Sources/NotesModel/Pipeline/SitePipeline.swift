import Foundation

/// The one pipeline every command drives: **load** → **parse** → **resolve** → snippets →
/// **theme** → **render** → **search** (→ **write**), with typed hand-offs (sources → notes →
/// course → site files) and a memory of its own. Given what changed on disk, it re-reads,
/// re-parses and re-renders only what depends on the change; `build` runs it once from nothing,
/// `serve` keeps one pipeline and runs it after every save, `verify` runs it up to the notes.
///
/// What a change touches is decided here (`plan`) and, for pages, by `RenderPlan` beside the
/// renderer. An incremental run gives exactly the files a fresh pipeline would
/// (`IncrementalPipelineTests` checks that after every one of hundreds of random saves).
public actor SitePipeline {
    public nonisolated let options: BuildOptions
    var loaded: ContentLoader.Result?
    var parsed: [String: ParsedSource] = [:]
    /// The last run's notes and course, updated in place by a save that changed only the bodies
    /// of note pages (`SitePipeline+BodyEdit.swift`); `nil` until a course was resolved.
    var resolvedCourse: ResolvedCourse?
    private var theme: (theme: Theme?, diagnostics: [Diagnostic])?
    private var themeGeneration = 0
    /// The last rendering (pages and compiled theme files; the search index is not among them).
    var rendered: RenderPlan.Rendered?
    /// The search index made inside the pipeline for the last rendering; `nil` once a note
    /// changed (or when the stage was left for later).
    private var search: [SiteFile]?
    /// Concept linking of the notes that did not change, reused while the concepts stay.
    var linking = ConceptResolver.Memory()
    /// Link checking of the pages whose links and targets did not change, reused.
    var checking = LinkResolver.Memory()
    /// The print page left for later (`print: .later`): the pages whose sections changed since
    /// `rendered.printSections` were drawn, and which job draws them (an older one's result is
    /// dropped).
    private var printPending: Set<String> = []
    private var printGeneration = 0
    /// What git knows of the content, read at the first render and kept (a commit made while
    /// serving shows at the next start).
    private var history: GitHistory??
    /// Draws and keeps the link cards, made again when the theme (its `card.yml`) is.
    private var cardMaker: (generation: Int, maker: LinkCardMaker)?
    /// Tests: sees the keys of every context a page is rendered with.
    private var observeKeys: (@Sendable (Set<String>) -> Void)?

    func observeTemplateKeys(_ observe: @escaping @Sendable (Set<String>) -> Void) {
        observeKeys = observe
    }

    public init(options: BuildOptions) {
        self.options = options
    }

    struct ParsedSource: Sendable {
        var text: String
        var displayPath: String
        var result: NoteParser.Result
    }

    /// **load** → **parse**: the notes of the content folder (for `verify`).
    public func notes(_ changes: SourceChanges = .everything) async -> SiteBuild {
        var build = SiteBuild()
        _ = await read(plan(changes), into: &build)
        build.diagnostics = build.diagnostics.sortedByLocation
        return build
    }

    /// Runs the pipeline for `changes`. `log` is called with `[i/n] stage` as each stage starts;
    /// `snippets` decorates code blocks (none: blocks are rendered bare); `search` says whether
    /// the search stage runs here or is left to the caller (`SearchStage`); `print`, the same for
    /// the print page when only some pages were rendered (`PrintJob`, in `SiteBuild.print`); `write` replaces the
    /// output folder when the site is complete; `sources` builds from sources already read
    /// instead of the folder (`serve`'s self-check). Stages after the first errors that need
    /// clean input (render, search, write) are skipped, so one run still reports every problem.
    public func build(
        _ changes: SourceChanges = .everything,
        snippets: (any SnippetDecorator)? = nil,
        search timing: SearchStage.Timing = .inline,
        print printTiming: SearchStage.Timing = .inline,
        write: Bool = false,
        sources: ContentLoader.Result? = nil,
        log: @Sendable (String) -> Void = { _ in }
    ) async throws -> SiteBuild {
        var stages: [Stage] = [.load, .parse, .resolve]
        if let snippets { stages.append(snippets.stage) }
        stages += [.theme, .render] + (timing == .inline ? [.search] : []) + (write ? [.write] : [])
        var position = 0
        var started: Set<Stage> = []
        // A save that turns out to need the whole course after all starts load and parse again.
        func start(_ stage: Stage) {
            guard started.insert(stage).inserted else { return }
            position += 1
            log("[\(position)/\(stages.count)] \(stage.rawValue)")
        }

        var build = SiteBuild()
        let plan = plan(changes)
        // The templates do not depend on the content: read and parsed beside load and parse,
        // whose first part (the walk of the content folder) leaves a core idle.
        let themeLoad: Task<(theme: Theme?, diagnostics: [Diagnostic]), Never>?
        if theme == nil || plan.reloadTheme {
            let folders = (options.defaultTemplates, options.templates)
            themeLoad = Task.detached { Theme.load(defaultFolder: folders.0, overrideFolder: folders.1) }
        } else {
            themeLoad = nil
        }
        // The folder the site is written into is opened beside the first stages too: listing
        // a spare site is a quarter of a second at 10,000 notes (`SpareSite`).
        let staging: Task<Result<StagedOutput, OutputFolder.WriteError>, Never>?
        if write {
            let (output, cache) = (options.output, options.cacheFolder)
            staging = Task.detached { Result { () throws(OutputFolder.WriteError) in try StagedOutput(output: output, cache: cache) } }
        } else {
            staging = nil
        }
        var edited: BodyEditResult?
        if sources == nil, let edits = bodyEdits(plan, start: start) {
            start(.resolve)
            edited = apply(edits, into: &build)
        } else {
            let reparsed = await read(plan, into: &build, sources: sources, start: start)
            start(.resolve)
            // A build that writes the site runs once: past this point it needs neither the
            // sources nor the bodies as parsed (the snippet stage reads the notes' code blocks).
            // Let go now, each parsed body goes as its linked one is made (`ConceptResolver`),
            // not after the whole course is linked: at 10,000 notes, a fifth of the peak.
            if write {
                forgetForNextRuns()
                build.loaded.sources = []
            }
            let resolved = CourseResolver.resolve(notes: build.notes, assets: build.loaded.assets.map(\.relativePath), unreadNotes: build.loaded.undecodable)
            let unchanged = Set(build.notes.map(\.relativePath)).subtracting(reparsed)
            let notes = write ? ConceptRegistry.conceptNotes(build.notes) : build.notes
            if write { build.notes = build.notes.map(\.withoutBody) }
            build.diagnostics += resolved.diagnostics
            // A build that writes the site keeps its parsed Swift blocks for the next one; `serve`
            // keeps what linking found in memory instead (`linking`).
            let highlights = write ? options.cacheFolder.map { HighlightCache(folder: $0) } : nil
            let concepts = ConceptResolver.resolve((consume resolved).course, notes: notes, comparisons: build.loaded.comparisons, memory: &linking, unchanged: unchanged, remember: !write, highlights: highlights)
            highlights?.save()
            let linked = LinkResolver.resolve(concepts.course, brokenLinksAreErrors: options.brokenLinksAreErrors, memory: &checking)
            build.diagnostics += concepts.diagnostics + linked.diagnostics
            build.course = linked.course
            resolvedCourse = sources == nil && !write ? ResolvedCourse(notes: build.notes, course: linked.course, diagnostics: build.diagnostics) : nil
            if write { forgetForNextRuns() }
        }
        if let snippets {
            start(snippets.stage)
            do {
                let decorated = try await snippets.decorate(build.notes, sources: build.loaded.sources)
                build.decorations = decorated.decorations
                build.diagnostics += decorated.diagnostics
            } catch {
                await staging?.value.abandon()
                throw StageError(stage: snippets.stage, underlying: error)
            }
        }
        // Once the snippets are run, the notes as parsed and their sources are the resolved
        // course's business: a build that writes the site runs once and lets them go (their
        // linked copies remain).
        if write {
            build.notes = []
            build.loaded.sources = []
        }
        start(.theme)
        if let themeLoad {
            theme = await themeLoad.value
            themeGeneration += 1
        }
        build.theme = theme?.theme
        build.theme?.observeKeys = observeKeys
        build.diagnostics += theme?.diagnostics ?? []

        if !build.diagnostics.hasErrors, var course = build.course, let theme = build.theme {
            start(.render)
            // Written as they are rendered, into a folder swapped in at the end: the pages are
            // never all in memory, and the kernel's writing overlaps the drawing.
            var output: StagedOutput?
            if let staging {
                do {
                    output = try await staging.value.get()
                } catch {
                    throw StageError(stage: .write, underlying: error)
                }
                // A site read offline lists what it wrote (`OfflineSite`), the copied files too.
                if OfflineSite.applies(to: course, theme: theme, writing: true) { output?.recordFiles() }
                output?.putAll(files: [], assets: build.assets)
            }
            let rendering = await render(course, theme: theme, into: &build, edited: edited, print: printTiming, output: output)
            // The mentions and their excerpts are for the concept and comparison pages, drawn by
            // now; the search index reads the pages' text. A build that writes runs once, so it
            // lets them go before the search stage, the last one to hold the course.
            if output != nil {
                // Freed on another thread, beside the search stage (900,000 of them at 10,000
                // notes took a tenth of a second on this one).
                let mentions = UncheckedBox(course.mentions)
                course.mentions = []
                build.course?.mentions = []
                DispatchQueue.global().async { mentions.drop() }
            }
            if rendering.searchIsStale { search = nil }
            // Left for later only when some pages were rendered: a site rendered again whole
            // (first build, templates, titles) is replaced whole, its index with it.
            if timing == .inline || rendering.everything {
                if timing == .inline { start(.search) }
                if let output {
                    // Each file written as soon as it is encoded: the index is never held whole.
                    // (No index is kept here: a written rendering is everything, so it is stale.)
                    let paths = SearchStage.write(for: course) { output.put($0) } ?? []
                    build = SearchStage.adding(paths.map { SiteFile(path: $0, data: []) }, to: build)
                } else {
                    if search == nil { search = SearchStage.files(for: course) }
                    build = SearchStage.adding(search ?? [], to: build)
                }
            } else {
                build.search = rendering.searchIsStale ? .due : .unchanged
            }
            if let output, OfflineSite.applies(to: course, theme: theme, writing: true), let worker = theme.offlineWorker {
                let root = SiteInfo.from(course, baseURL: options.baseURL, atRoot: options.previewAtRoot).path.prefix
                let offline = OfflineSite.write(into: output, worker: worker, root: root)
                build.files = (build.files + offline.paths.map { SiteFile(path: $0, data: []) }).sorted { $0.path < $1.path }
            }
            if let output {
                start(.write)
                do {
                    try output.finish()
                } catch {
                    throw StageError(stage: .write, underlying: error)
                }
            }
        }
        // A build that stopped before writing lets its output go (one that wrote is done with it).
        await staging?.value.abandon()
        build.diagnostics = build.diagnostics.sortedByLocation
        return build
    }

    // MARK: - What a change means

    struct Plan {
        /// Files under the content folder to read again.
        var contentFiles: Set<String> = []
        /// Walk the whole content folder again.
        var reloadContent = false
        var reloadTheme = false
        /// A file the theme copies was written again (read again when published).
        var rewroteThemeAsset = false
    }

    /// A file under the content folder is read again; a folder there (or a lost event) means
    /// walking the folder again; any change to the templates, except rewriting an asset the
    /// theme already copies, means loading the theme again.
    func plan(_ changes: SourceChanges) -> Plan {
        if changes.everything { return Plan(reloadContent: true, reloadTheme: true) }
        let folders = options.sourceFolders.map(\.path)
        let content = folders[0], templateRoots = folders.dropFirst()
        func under(_ path: String, _ root: String) -> Bool { path == root || path.hasPrefix(root + "/") }
        var plan = Plan()
        for folder in changes.folders {
            if under(folder, content) { plan.reloadContent = true }
            if templateRoots.contains(where: { under(folder, $0) }) { plan.reloadTheme = true }
        }
        let themeAssets = theme?.theme?.assets ?? [:]
        for path in changes.paths {
            if path.hasPrefix(content + "/") { plan.contentFiles.insert(path) }
            for root in templateRoots where path.hasPrefix(root + "/") {
                let relative = String(path.dropFirst(root.count + 1))
                let copied = themeAssets[relative].map { SourceChanges.resolved($0) == path } ?? false
                if copied && FileManager.default.fileExists(atPath: path) {
                    plan.rewroteThemeAsset = true
                } else {
                    plan.reloadTheme = true
                }
            }
        }
        return plan
    }

    // MARK: - Stages

    /// **load**, reading again only the files that changed when it can; **parse**, only the
    /// notes whose text changed. Returns the notes parsed again.
    private func read(_ plan: Plan, into build: inout SiteBuild, sources: ContentLoader.Result? = nil, start: (Stage) -> Void = { _ in }) async -> Set<String> {
        start(.load)
        // What it reads replaces what the kept course was resolved from.
        resolvedCourse = nil
        if let sources {
            build.loaded = sources
        } else if let previous = loaded, !plan.reloadContent,
                  let updated = ContentLoader.reload(previous, changed: plan.contentFiles, folder: options.content) {
            build.loaded = updated
        } else {
            build.loaded = ContentLoader.load(options.content)
        }
        loaded = build.loaded
        build.diagnostics += build.loaded.diagnostics

        start(.parse)
        let stale = build.loaded.sources.filter { source in
            guard let known = parsed[source.relativePath] else { return true }
            return known.text != source.text || known.displayPath != source.displayPath
        }
        for (source, result) in Self.parse(stale) {
            parsed[source.relativePath] = ParsedSource(text: source.text, displayPath: source.displayPath, result: result)
        }
        // Every source is in `parsed` now: more entries means some file went (paths are unique).
        if parsed.count != build.loaded.sources.count {
            let current = Set(build.loaded.sources.map(\.relativePath))
            parsed = parsed.filter { current.contains($0.key) }
        }
        for source in build.loaded.sources {
            let result = parsed[source.relativePath]!.result
            var note = result.note
            // Fixture files are read at every load: a changed one is seen though the note is not.
            if note.frontMatter.fixtures != nil {
                build.diagnostics += FixtureLoader.resolve(&note, content: options.content)
            }
            build.notes.append(note)
            build.diagnostics += result.diagnostics
        }
        return Set(stale.map(\.relativePath))
    }

    /// **render**: what `RenderPlan` says the change touched, keeping every other file. Returns
    /// whether every page was rendered, and whether the search index no longer fits the notes
    /// (any page or index page rendered again).
    /// With an `output`, the whole site is rendered and written there page by page, and nothing
    /// of it is kept for a next run (`build` runs once).
    private func render(_ course: Course, theme: Theme, into build: inout SiteBuild, edited: BodyEditResult?, print printTiming: SearchStage.Timing, output: StagedOutput?) async -> (everything: Bool, searchIsStale: Bool) {
        if history == nil { history = .some(GitHistory.read(content: options.content)) }
        var site = SiteInfo.from(course, baseURL: options.baseURL, atRoot: options.previewAtRoot, history: history ?? nil, contentFolderName: options.content.lastPathComponent)
        site.offline = OfflineSite.applies(to: course, theme: theme, writing: output != nil)
        // What a plan compares, kept for the next run's plan; a build that writes runs once and
        // makes none (its listing holds an array of six strings per mention: about 90,000 of them
        // at 1,000 notes).
        let summary: RenderPlan.Summary?
        let plan: RenderPlan
        if output != nil {
            rendered = nil
            summary = nil
            plan = .everything(reason: RenderPlan.firstBuild)
        } else if let edited, let listing = edited.listing, let previous = rendered, previous.themeGeneration == themeGeneration, let kept = resolvedCourse {
            // Only the edited pages changed: no pass over the course to find them.
            var outline = previous.outline
            if edited.mentionsMoved { outline.listingPages = RenderPlan.Outline.listingPages(of: course) }
            summary = RenderPlan.Summary(outline: outline, listing: listing)
            plan = RenderPlan.edited(edited.pages, previous: previous, course: course, outline: outline, listing: listing, decorations: build.decorations, pagePositions: kept.pagePositions)
        } else {
            let made = RenderPlan.Summary(course)
            summary = made
            plan = RenderPlan.make(previous: rendered, course: course, summary: made, decorations: build.decorations, themeGeneration: themeGeneration)
        }
        // What the sidebar shows is part of what `.some` found unchanged.
        var sidebars: SidebarCache?
        if case .some = plan { sidebars = rendered?.sidebars }
        var renderer = SiteRenderer(course: course, theme: theme, site: site, decorations: build.decorations, sidebars: sidebars)
        renderer.output = output
        if cardMaker?.generation != themeGeneration {
            cardMaker = (themeGeneration, LinkCardMaker(style: theme.cardStyle, cacheFolder: options.cardCacheFolder, remember: output == nil))
        }
        renderer.cards = cardMaker?.maker
        if let warning = cardMaker?.maker.fontWarning {
            build.diagnostics.append(.warning(SourceLocation(file: DisplayPath.of(options.defaultTemplates.appendingPathComponent("card.yml"))), warning))
        }
        build.diagnostics += LinkCards.problems(in: course)
        let allPages = Array(course.pages.indices)
        var files: SortedFiles
        let searchIsStale: Bool
        var printSections = rendered?.printSections ?? SiteRenderer.PrintSections()
        switch plan {
        case .everything(let reason) where output != nil:
            files = SortedFiles(renderer.notePagesAndPrintParts() + renderer.indexPages() + theme.compiled.map(renderer.written) + renderer.cardFiles(allPages, home: true))
            searchIsStale = true
            build.summary = "all \(files.files.count) pages and theme files (\(reason))"
        case .everything(let reason):
            let notes = await renderer.notePagesAndPrintSections()
            let print = renderer.printPage(reusing: notes.print)
            printSections = print.sections
            (printPending, printGeneration) = ([], printGeneration + 1)
            files = SortedFiles(notes.files + renderer.indexPages() + print.files + theme.compiled + renderer.cardFiles(allPages, home: true))
            searchIsStale = true
            build.summary = "all \(files.files.count) pages and theme files (\(reason))"
        case .some(let pages, let indexPages):
            files = rendered?.files ?? SortedFiles([])
            // What the publisher compares with what it serves: only these files can differ.
            var touched: Set<String> = []
            for file in await renderer.notePages(pages) { files.set(file); touched.insert(file.path) }
            // A page that now names its own picture has no drawn card any more.
            let ownPictures = Set(pages.map { course.pages[$0] }.filter { LinkCards.ownPicture(of: $0.note, assets: renderer.assetPaths).url != nil }.map { String(LinkCards.cardURL(ofPage: $0.url).dropFirst()) })
            if !ownPictures.isEmpty {
                files.removeAll { ownPictures.contains($0.path) }
                touched.formUnion(ownPictures)
            }
            // A card shows a note's title and chapter, not its body: a body edit leaves it as it was.
            for file in renderer.cardFiles(pages, home: indexPages) where files.set(file) { touched.insert(file.path) }
            if indexPages {
                for file in renderer.indexPages() { files.set(file); touched.insert(file.path) }
            }
            if indexPages || !pages.isEmpty {
                // The sections of the pages drawn again; with the index pages, the home page's,
                // the chapters' and the concepts' too (their own notes are compared there).
                printPending.formUnion(pages.map { course.pages[$0].url })
                if indexPages { printPending.formUnion(([course.home] + course.chapters.map(\.index) + course.conceptPages.map { $0 }).compactMap { $0?.url }) }
                if printTiming == .later {
                    printGeneration += 1
                    build.print = .due(PrintJob(renderer: renderer, reusing: printSections.removing(printPending), generation: printGeneration))
                } else {
                    let print = renderer.printPage(reusing: printSections.removing(printPending))
                    (printSections, printPending) = (print.sections, [])
                    touched.formUnion(PrintJob.replaceParts(in: &files, with: print.files))
                }
            }
            if case .included = build.print, !printPending.isEmpty { build.print = .drawing }
            // Only a save of note bodies knows no copied file changed.
            build.touched = edited == nil ? nil : touched
            searchIsStale = indexPages || !pages.isEmpty
            build.summary = "\(pages.count) page\(pages.count == 1 ? "" : "s")" + (indexPages ? " and the index pages" : "")
        }
        build.files = files.files
        guard output == nil, let summary else { return (true, true) }
        rendered = RenderPlan.Rendered(course: course, decorations: build.decorations, themeGeneration: themeGeneration, files: files, sidebars: renderer.context.sidebars, printSections: printSections, outline: summary.outline, listing: summary.listing)
        resolvedCourse?.isRendered = true
        if case .everything = plan { return (true, true) }
        return (false, searchIsStale)
    }

    /// What only a next run would use (the sources read, the parse cache, linking and
    /// link-checking memories, the course kept for body edits), dropped by a build that writes
    /// the site: it runs once, and at 10,000 notes they are a second copy of every note.
    private func forgetForNextRuns() {
        loaded = nil
        parsed = [:]
        linking = ConceptResolver.Memory()
        checking = LinkResolver.Memory()
        resolvedCourse = nil
    }

    /// Keeps what a print job drew (`SiteBuild.print`) for the next print page, unless a newer
    /// job was started since; returns whether it was kept, that is whether `printed` is the
    /// print page of the last rendering.
    public func keep(_ printed: PrintJob.Printed) -> Bool {
        guard printed.generation == printGeneration, rendered != nil else { return false }
        rendered?.printSections = printed.sections
        if var files = rendered?.files {
            rendered?.files = SortedFiles([])  // so the parts are put in without a copy of every file
            _ = PrintJob.replaceParts(in: &files, with: printed.files)
            rendered?.files = files
        }
        printPending = []
        return true
    }

    /// Parses on every core when there is more than a handful.
    static func parse(_ sources: [ContentLoader.SourceFile]) -> [(ContentLoader.SourceFile, NoteParser.Result)] {
        let one: @Sendable (ContentLoader.SourceFile) -> (ContentLoader.SourceFile, NoteParser.Result) = { source in
            (source, NoteParser.parse(source.text, relativePath: source.relativePath, displayPath: source.displayPath))
        }
        guard sources.count > 4 else { return sources.map(one) }
        return sources.parallelMap(one)
    }
}
