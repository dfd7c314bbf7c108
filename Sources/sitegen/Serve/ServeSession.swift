import Foundation
import NotesModel
import SnippetRunner

/// One `sitegen serve`: runs the library's pipeline, publishes its files to the store, tells the
/// open pages, and on each batch of changes runs the same pipeline again with what changed (it
/// decides what that touches). Work arrives as triggers and is done one build at a time;
/// triggers that arrive during a build are merged into the next one.
final class ServeSession: Sendable {
    enum Trigger: Sendable {
        case files(FileWatcher.Batch)
        case verified(SnippetVerification)
        /// A search index made after a build, for its render `generation`.
        case search([SiteFile], generation: Int)
    }

    let settings: ServeSettings
    let store = SiteStore()
    let hub = LiveReloadHub()
    private let pipeline: SitePipeline
    /// The last background verification, shown on the pages whose text it saw.
    private let verification = Locked<SnippetVerification?>(nil)
    private let assets = AssetReader()
    private let pending = Locked<[Trigger]>([])
    private let wake: AsyncStream<Void>
    private let wakeUp: AsyncStream<Void>.Continuation
    private let verifier = Locked<BackgroundVerifier?>(nil)
    private let mirror: OutputMirror?
    /// Diagnostics last printed, so an unchanged warning is not printed again on every save.
    private let printed = Locked<[Diagnostic]>([])
    /// The last published build, for the search index that follows it.
    private let lastBuild = Locked<SiteBuild?>(nil)
    /// Stops the search index under way, if any, when a newer save makes it stale (it would be
    /// thrown away, and it takes the cores the newer build needs).
    private let searchStop = Locked<SearchIndex.Stop?>(nil)

    init(settings: ServeSettings) {
        self.settings = settings
        pipeline = SitePipeline(options: settings.options)
        (wake, wakeUp) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        mirror = settings.mirror.map { OutputMirror(folder: $0) }
        if settings.verify {
            let hub = self.hub
            verifier.withLock {
                $0 = BackgroundVerifier(
                    cacheFolder: settings.cacheFolder,
                    sandbox: settings.sandbox,
                    content: DisplayPath.of(settings.options.content),
                    deliver: { [weak self] in self?.trigger(.verified($0)) },
                    status: { hub.broadcast($0) }
                )
            }
        }
    }

    func trigger(_ trigger: Trigger) {
        pending.withLock { $0.append(trigger) }
        wakeUp.yield()
    }

    /// Ends `process()` once the build under way (if any) is done.
    func stop() {
        wakeUp.finish()
    }

    /// Rebuilds for triggers until `stop()`.
    func process() async {
        for await _ in wake {
            let triggers = pending.withLock { triggers in defer { triggers = [] }; return triggers }
            guard !triggers.isEmpty else { continue }
            var changes = SourceChanges()
            var rebuild = false
            for trigger in triggers {
                switch trigger {
                case .files(let batch):
                    changes.merge(SourceChanges(paths: batch.paths, folders: batch.folders, everything: batch.overflowed))
                    rebuild = true
                case .verified(let outcome):
                    verification.withLock { $0 = outcome }
                    rebuild = true
                case .search(let files, let generation):
                    await publishSearch(files, generation: generation)
                }
            }
            guard rebuild else { continue }
            assets.forget(changes.paths.union(changes.folders))
            await build(changes, cause: changes.describe(root: settings.options.content))
        }
    }

    /// Runs the pipeline for `changes` and publishes the site. Returns whether it succeeded.
    @discardableResult
    func build(_ changes: SourceChanges, cause: String = "") async -> Bool {
        let started = DispatchTime.now()
        searchStop.withLock { $0?.set(); $0 = nil }
        let verified = verification.current
        let snippets = RememberedSnippets(verified)
        let build: SiteBuild
        let timer = StageTimer.make()
        do {
            build = try await pipeline.build(changes, snippets: snippets, deferSearch: true, log: timer)
            timer("publish")
        } catch {
            report(problems: [.error(SourceLocation(file: DisplayPath.of(settings.options.content)), "\(error)")], all: [])
            await makeSearch()
            return false
        }
        let verifyProblems = verified?.problems ?? []
        let errors = build.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            // Nothing is published: the last good site stays up, with the overlay over it.
            report(problems: errors + verifyProblems, all: build.diagnostics)
            say("build failed\(cause); still serving the last good site")
            await makeSearch()
            return false
        }
        let copied = build.assets
        let first = store.current == nil
        let changed = store.publish(files: build.files, assets: copied, reader: assets)
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
        report(problems: verifyProblems, all: build.diagnostics)
        if !changed.isEmpty {
            let onlyCSS = changed.allSatisfy { $0.hasSuffix(".css") }
            hub.broadcast(onlyCSS ? .css(files: changed) : .reload(files: changed))
        }
        timer("reload sent")
        if first {
            say(String(format: "built %d files in %.0f ms", changed.count, milliseconds))
        } else {
            say(String(format: "rebuilt %@ in %.0f ms%@: %d file%@ changed", build.summary, milliseconds, cause, changed.count, changed.count == 1 ? "" : "s"))
        }
        // The search index follows the reload, made off the pipeline (pages do not read it as
        // they load); a save in the meantime makes it again for the newer notes.
        lastBuild.withLock { $0 = build }
        await makeSearch()
        if let verifier = verifier.current {
            await verifier.schedule(notes: build.notes, texts: build.texts)
        } else if first {
            showCachedResults(build)
        }
        if let mirror {
            await mirror.write(files: build.files, assets: copied)
        }
        if settings.check { await ServeCheck.compare(build, with: settings.options, snippets: snippets, ignoringSearch: await pipeline.searchToMake() != nil) }
        return true
    }

    /// Makes the search index the last rendered site still lacks, if any, off the pipeline.
    private func makeSearch() async {
        guard let (generation, course) = await pipeline.searchToMake() else { return }
        let stop = SearchIndex.Stop()
        searchStop.withLock { $0 = stop }
        Task.detached { [weak self] in
            guard let files = SearchIndex(course: course, stop: stop).files(stop: stop) else { return }
            self?.trigger(.search(files, generation: generation))
        }
    }

    /// Publishes a search index made after the last build, if no build has rendered since.
    private func publishSearch(_ search: [SiteFile], generation: Int) async {
        guard let files = await pipeline.applySearch(search, generation: generation), var build = lastBuild.current else { return }
        build.files = files
        lastBuild.withLock { $0 = build }
        let changed = store.publish(files: files, assets: build.assets, reader: assets)
        if !changed.isEmpty { hub.broadcast(.reload(files: changed)) }
        if let mirror { await mirror.write(files: files, assets: build.assets) }
        if settings.check {
            await ServeCheck.compare(build, with: settings.options, snippets: RememberedSnippets(verification.current), ignoringSearch: false)
        }
    }

    /// Without `--verify`, the badges of what earlier verifications found for these exact
    /// snippets (the cache), shown after the first build; nothing is compiled.
    private func showCachedResults(_ build: SiteBuild) {
        var verifier = Verifier(cacheFolder: settings.cacheFolder)
        verifier.cacheOnly = true
        let (notes, texts) = (build.notes, build.texts)
        Task.detached { [weak self] in
            guard let report = try? verifier.verify(notes), report.fromCache > 0 else { return }
            self?.trigger(.verified(SnippetVerification(texts: texts, report: report)))
        }
    }

    /// The overlay's errors, and the terminal: diagnostics are printed when they change.
    private func report(problems: [Diagnostic], all: [Diagnostic]) {
        hub.setProblems(problems)
        let shown = (all + problems.filter { !all.contains($0) }).sortedByLocation
        let fresh = printed.withLock { printed -> Bool in
            defer { printed = shown }
            return printed != shown
        }
        if fresh && !shown.isEmpty { Console.report(shown) }
    }

    /// Waits for a write of `--output` under way.
    func finish() async {
        await mirror?.finish()
    }

    func say(_ line: String) {
        if !settings.quiet { Console.out(line) }
    }
}
