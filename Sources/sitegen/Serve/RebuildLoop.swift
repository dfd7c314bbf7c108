import Foundation
import NotesModel
import ServiceLifecycle
import SnippetRunner

/// `serve`'s rebuild loop, a service beside the HTTP server. The watcher's batches and the
/// background verifier's results arrive as triggers; one build runs at a time, and triggers
/// that arrive during a build are merged into the next. A build is the library's pipeline run
/// with what changed (the pipeline decides what that touches), its site handed to the
/// publisher, its problems to the reporter; then the search index is made (`SearchStage`, off
/// the pipeline) and published in turn.
///
/// On Ctrl-C (or SIGTERM) it stops at once — the open event streams end, the watcher's thread
/// stops — and does not wait for a build under way: its result is simply never published.
final class RebuildLoop: Service, Sendable {
    enum Trigger: Sendable {
        case files(SourceChanges)
        case verified(SnippetVerification)
        /// A published build with the search index made after it; `number` says which build.
        case search(SiteBuild, number: Int)
        /// The print page drawn after a build's reload (`PrintJob`), ready for the store.
        case print(PrintJob.Printed, [String: ServedFile])
    }

    let settings: ServeSettings
    let publisher: SitePublisher
    private let problems: ProblemReporter
    private let watcher: FileWatcher
    private let pipeline: SitePipeline
    private let verifier = Locked<BackgroundVerifier?>(nil)
    /// The last background verification, shown on the pages whose text it saw.
    private let verification = Locked<SnippetVerification?>(nil)
    private let pending = Locked<[Trigger]>([])
    private let wake: AsyncStream<Void>
    private let wakeUp: AsyncStream<Void>.Continuation
    /// The last published build and its number: a search index made for an older one is dropped.
    private let published = Locked<(build: SiteBuild, number: Int)?>(nil)
    /// The search index last made, and whether a newer one is due (a note changed since).
    private let search = Locked<(files: [SiteFile], due: Bool)>(([], false))
    /// Stops the search index under way, if any, when a newer save makes it stale (it would be
    /// thrown away, and it takes the cores the newer build needs).
    private let searchStop = Locked<SearchIndex.Stop?>(nil)
    /// Snippet decorations of unverified notes, kept from save to save.
    private let unverified = UnverifiedDecorations()
    /// One print page is drawn at a time; a newer one due meanwhile waits, and replaces any
    /// older one waiting (only the newest is kept by the pipeline).
    private let printing = Locked<(running: Bool, next: PrintJob?)>((false, nil))

    /// Starts watching the sources (before the first build, so a save during it is not missed).
    init(settings: ServeSettings) throws {
        self.settings = settings
        watcher = try FileWatcher(roots: settings.options.sourceFolders)
        publisher = SitePublisher(settings: settings)
        problems = ProblemReporter(hub: publisher.hub)
        pipeline = SitePipeline(options: settings.options)
        (wake, wakeUp) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let hub = publisher.hub
        verifier.withLock {
            $0 = BackgroundVerifier(
                cacheFolder: settings.cacheFolder,
                verifying: settings.verify,
                sandbox: settings.sandbox,
                content: DisplayPath.of(settings.options.content),
                deliver: { [weak self] in self?.trigger(.verified($0)) },
                status: { hub.broadcast($0) }
            )
        }
    }

    var watchedFolders: Int { watcher.folderCount }

    func stopWatching() {
        watcher.stop()
    }

    func trigger(_ trigger: Trigger) {
        pending.withLock { $0.append(trigger) }
        wakeUp.yield()
    }

    // MARK: - The service

    func run() async throws {
        let (stopped, stop) = AsyncStream.makeStream(of: Void.self)
        let (watcher, hub) = (self.watcher, publisher.hub)
        watcher.start()
        let forwarding = Task { [weak self] in
            for await batch in watcher.batches { self?.trigger(.files(batch)) }
        }
        let rebuilding = Task { await self.process() }
        let heartbeat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                hub.heartbeat()
            }
        }
        await withTaskCancellationOrGracefulShutdownHandler {
            for await _ in stopped {}
        } onCancelOrGracefulShutdown: {
            watcher.stop()
            // Ends `process()` once the build under way (if any) is done.
            self.wakeUp.finish()
            hub.close()
            self.publisher.store.releaseWaiting()
            stop.finish()
        }
        heartbeat.cancel()
        forwarding.cancel()
        _ = rebuilding
    }

    /// Rebuilds for triggers until the service stops: file changes merged into one
    /// `SourceChanges`, a verification's results taken, search indexes published.
    private func process() async {
        for await _ in wake {
            let triggers = pending.withLock { triggers in defer { triggers = [] }; return triggers }
            guard !triggers.isEmpty else { continue }
            var changes = SourceChanges()
            var rebuild = false
            for trigger in triggers {
                switch trigger {
                case .files(let batch):
                    changes.merge(batch)
                    rebuild = true
                case .verified(let outcome):
                    verification.withLock { $0 = outcome }
                    rebuild = true
                case .search(let build, let number):
                    let started = DispatchTime.now()
                    await publishSearch(build, number: number)
                    StageTimer.note("after a reload: search index published", since: started)
                case .print(let printed, let served):
                    let started = DispatchTime.now()
                    await publishPrint(printed, served: served)
                    StageTimer.note("after a reload: print page published", since: started)
                }
            }
            guard rebuild else { continue }
            publisher.forget(changes.paths.union(changes.folders))
            await build(changes, cause: changes.describe(root: settings.options.content))
            let trimming = DispatchTime.now()
            HeapTrim.now()
            StageTimer.note("after a reload: heap trimmed", since: trimming)
        }
    }

    // MARK: - A build

    /// Runs the pipeline for `changes`, the search stage left for later, and publishes the site.
    /// Returns whether it succeeded.
    @discardableResult
    func build(_ changes: SourceChanges, cause: String = "") async -> Bool {
        let started = DispatchTime.now()
        searchStop.withLock { $0?.set(); $0 = nil }
        let verified = verification.current
        let snippets = RememberedSnippets(verified, unverified: unverified)
        var build: SiteBuild
        let timer = StageTimer.make()
        do {
            build = try await pipeline.build(changes, snippets: snippets, search: .later, print: .later, log: timer)
            timer("kept index")
        } catch {
            problems.report(problems: [.error(SourceLocation(file: DisplayPath.of(settings.options.content)), "\(error)")], all: [])
            makeSearch()
            return false
        }
        let verifyProblems = verified?.problems ?? []
        let errors = build.diagnostics.filter { $0.severity == .error }
        // Warnings go over the page as well as to the terminal: a misspelled key or info string
        // changes what the page shows without failing anything.
        let warnings = build.diagnostics.filter { $0.severity == .warning }
        guard errors.isEmpty else {
            // Nothing is published: the last good site stays up, with the overlay over it.
            problems.report(problems: errors + warnings + verifyProblems, all: build.diagnostics)
            say("build failed\(cause); still serving the last good site")
            makeSearch()
            return false
        }
        // The search index the pipeline left for later: the last one stands in until it is made.
        let searchIsStale = search.withLock { search -> Bool in
            switch build.search {
            case .included: search = (SearchStage.files(in: build.files), false)
            case .due: search.due = true
            case .unchanged: break
            }
            return search.due
        }
        if build.search != .included {
            // The index put in is the one served already: not among the files to compare (at
            // 10,000 notes thousands of them, which made most of a save's publishing).
            let touched = build.touched
            build.touched = nil
            build = SearchStage.adding(search.current.files, to: build)
            build.touched = touched
        }
        timer("publish")
        let first = publisher.isEmpty
        // The overlay is cleared (or shows the snippets' failures) before the pages reload.
        problems.report(problems: warnings + verifyProblems, all: build.diagnostics)
        let changed = publisher.publish(build)
        published.withLock { $0 = (build, ($0?.number ?? 0) + 1) }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
        timer("reload sent")
        if first {
            say(String(format: "built %d files in %.0f ms", changed.count, milliseconds))
        } else {
            say(String(format: "rebuilt %@ in %.0f ms%@: %d file%@ changed", build.summary, milliseconds, cause, changed.count, changed.count == 1 ? "" : "s"))
        }
        if case .due(let job) = build.print { draw(job) }
        makeSearch()
        await verifier.current?.schedule(notes: build.notes, texts: build.texts)
        await publisher.follow(build, snippets: snippets, searchIsStale: searchIsStale)
        return true
    }

    // MARK: - The search index, after the reload

    /// Makes the search index the last published build still lacks, if any: the pipeline's
    /// search stage, run off the pipeline (pages do not read it as they load); a save in the
    /// meantime stops it, and it is made again for the newer notes.
    private func makeSearch() {
        guard search.current.due, let (build, number) = published.current else { return }
        let stop = SearchIndex.Stop()
        searchStop.withLock { $0 = stop }
        // On a thread of its own: seconds of work at 10,000 notes would hold one of Swift
        // concurrency's few threads (one per core), which the next save's build needs.
        DispatchQueue.global(qos: .utility).async { [weak self] in
            guard let made = SearchStage.run(on: build, stop: stop) else { return }
            self?.trigger(.search(made, number: number))
        }
    }

    /// Publishes the search index made for a build, unless a build was published since.
    private func publishSearch(_ made: SiteBuild, number: Int) async {
        // Into the build as published now: its print page may have been drawn meanwhile.
        guard var build = published.current, build.number == number else { return }
        let index = SearchStage.files(in: made.files)
        build.build.touched = []
        build.build = SearchStage.adding(index, to: build.build)
        published.withLock { $0 = build }
        search.withLock { $0 = (index, false) }
        _ = publisher.publish(build.build)
        await publisher.follow(build.build, snippets: RememberedSnippets(verification.current, unverified: unverified), searchIsStale: false)
    }

    // MARK: - The print page, after the reload

    /// Draws the print page of a published build off the pipeline, one at a time.
    private func draw(_ job: PrintJob) {
        let now = printing.withLock { state -> Bool in
            if state.running { state.next = job; return false }
            state.running = true
            return true
        }
        if now { run(job) }
    }

    private func run(_ job: PrintJob) {
        // Off Swift concurrency's threads, as the search index.
        DispatchQueue.global(qos: .utility).async { [weak self] in
            let started = DispatchTime.now()
            let printed = job.run()
            StageTimer.note("after a reload: print page drawn", since: started)
            guard let self else { return }
            let next = self.printing.withLock { state -> PrintJob? in
                defer { state.next = nil }
                if state.next == nil { state.running = false }
                return state.next
            }
            if let next {
                self.run(next)  // `printed` is outdated: a newer build changed pages since
            } else {
                var served: [String: ServedFile] = [:]
                for part in printed.files { served[part.path] = self.publisher.store.prepare(part.path, part.data) }
                self.trigger(.print(printed, served))
            }
        }
    }

    /// Publishes a drawn print page if it is still the one the last rendering needs.
    private func publishPrint(_ printed: PrintJob.Printed, served: [String: ServedFile]) async {
        guard await pipeline.keep(printed), var build = published.current else { return }
        build.build.touched = []
        build.build = PrintJob.adding(printed, to: build.build)
        published.withLock { $0 = build }
        _ = publisher.publish(build.build, prepared: served)
        await publisher.follow(build.build, snippets: RememberedSnippets(verification.current, unverified: unverified), searchIsStale: search.current.due)
    }

    func say(_ line: String) {
        if !settings.quiet { Console.out(line) }
    }
}
