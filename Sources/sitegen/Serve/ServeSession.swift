import Foundation
import NotesModel

/// One `sitegen serve`: builds, publishes the files to the store, tells the open pages, and on
/// each batch of changes does it again for what changed. Work arrives as triggers and is done
/// one build at a time; triggers that arrive during a build are merged into the next one.
final class ServeSession: Sendable {
    enum Trigger: Sendable {
        case files(FileWatcher.Batch)
        case verified(BuildMemory.Verification)
    }

    let settings: ServeSettings
    let store = SiteStore()
    let hub = LiveReloadHub()
    private let memory = BuildMemory()
    private let assets = AssetReader()
    private let pending = Locked<[Trigger]>([])
    private let wake: AsyncStream<Void>
    private let wakeUp: AsyncStream<Void>.Continuation
    private let verifier = Locked<BackgroundVerifier?>(nil)
    private let mirror: OutputMirror?
    /// Diagnostics last printed, so an unchanged warning is not printed again on every save.
    private let printed = Locked<[Diagnostic]>([])

    init(settings: ServeSettings) {
        self.settings = settings
        (wake, wakeUp) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        mirror = settings.mirror.map { OutputMirror(folder: $0) }
        if settings.verify {
            let hub = self.hub
            verifier.withLock {
                $0 = BackgroundVerifier(
                    cacheFolder: settings.cacheFolder,
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
            var changes = BuildMemory.Changes()
            var verification: BuildMemory.Verification?
            var touched: Set<String> = []
            for trigger in triggers {
                switch trigger {
                case .files(let batch):
                    merge(batch, into: &changes)
                    touched.formUnion(batch.paths.union(batch.folders))
                case .verified(let outcome):
                    verification = outcome
                }
            }
            if let verification { memory.withState { $0.verification = verification } }
            assets.forget(touched)
            await build(changes, cause: Self.describe(touched, root: settings.contentRoot))
        }
    }

    /// What a batch means for the next build.
    func merge(_ batch: FileWatcher.Batch, into changes: inout BuildMemory.Changes) {
        if batch.overflowed {
            changes.reloadContent = true
            changes.reloadTheme = true
        }
        for folder in batch.folders {
            if folder == settings.contentRoot || folder.hasPrefix(settings.contentRoot + "/") { changes.reloadContent = true }
            if settings.templateRoots.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) { changes.reloadTheme = true }
        }
        let themeAssets = memory.withState { $0.theme?.theme?.assets } ?? [:]
        for path in batch.paths {
            if path.hasPrefix(settings.contentRoot + "/") {
                changes.contentFiles.insert(path)
            }
            for root in settings.templateRoots where path.hasPrefix(root + "/") {
                // A theme file the site already copies only needs copying again; anything else
                // (a template, a new or deleted asset) means loading the theme again.
                let relative = String(path.dropFirst(root.count + 1))
                let known = themeAssets[relative].map { ServeSettings.resolved($0) == path } ?? false
                if !(known && FileManager.default.fileExists(atPath: path)) { changes.reloadTheme = true }
            }
        }
    }

    /// Builds what `changes` touched and publishes it. Returns whether the build succeeded.
    @discardableResult
    func build(_ changes: BuildMemory.Changes, cause: String = "") async -> Bool {
        let started = DispatchTime.now()
        memory.withState { $0.changes = changes }
        let state: BuildState
        do {
            let timer = stageTimer()
            state = try await SiteBuilder(stages: ServeStages.make(memory: memory), log: timer).run(settings.options)
            timer("publish")
        } catch {
            report(problems: [.error(SourceLocation(file: "sitegen"), "\(error)")], all: [])
            return false
        }
        let verifyProblems = memory.withState { $0.verification?.diagnostics } ?? []
        let errors = state.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            // Nothing is published: the last good site stays up, with the overlay over it.
            report(problems: errors + verifyProblems, all: state.diagnostics)
            say("build failed\(cause); still serving the last good site")
            return false
        }
        var copied = state.loaded.assets.map { (source: $0.source, path: $0.outputPath) }
        if let theme = state.theme {
            copied += theme.assets.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) }
        }
        let first = store.current == nil
        let changed = store.publish(files: state.files, assets: copied, reader: assets)
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
        report(problems: verifyProblems, all: state.diagnostics)
        if !changed.isEmpty {
            let onlyCSS = changed.allSatisfy { $0.hasSuffix(".css") }
            hub.broadcast(onlyCSS ? .css(files: changed) : .reload(files: changed))
        }
        let summary = memory.withState { $0.summary }
        if first {
            say(String(format: "built %d files in %.0f ms", changed.count, milliseconds))
        } else {
            say(String(format: "rebuilt %@ in %.0f ms%@: %d file%@ changed", summary, milliseconds, cause, changed.count, changed.count == 1 ? "" : "s"))
        }
        if let verifier = verifier.current {
            var texts: [String: String] = [:]
            for source in state.loaded.sources { texts[source.relativePath] = source.text }
            await verifier.schedule(notes: state.notes, texts: texts)
        }
        if let mirror {
            await mirror.write(files: state.files, assets: copied)
        }
        if settings.check { await check(state) }
        return true
    }

    /// `SITEGEN_SERVE_TIMING=1`: how long each stage took, on stderr (for tuning).
    private func stageTimer() -> @Sendable (String) -> Void {
        guard ProcessInfo.processInfo.environment["SITEGEN_SERVE_TIMING"] == "1" else { return { _ in } }
        let last = Locked<(String, UInt64)?>(nil)
        return { line in
            let now = DispatchTime.now().uptimeNanoseconds
            if let (name, started) = last.current {
                Console.error(String(format: "  %@ %.1f ms", name, Double(now - started) / 1e6))
            }
            last.withLock { $0 = (line, now) }
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

    /// `SITEGEN_SERVE_CHECK`: the incremental build must equal a build from scratch.
    private func check(_ state: BuildState) async {
        guard let full = try? await SiteBuilder(stages: ServeStages.full(memory: memory, loaded: state.loaded)).run(settings.options) else {
            Console.error("serve check: the full build failed")
            return
        }
        var expected: [String: [UInt8]] = [:]
        for file in full.files { expected[file.path] = file.data }
        var actual: [String: [UInt8]] = [:]
        for file in state.files { actual[file.path] = file.data }
        let differing = Set(expected.keys).union(actual.keys).filter { expected[$0] != actual[$0] }.sorted()
        if differing.isEmpty {
            Console.error("serve check: ok (\(actual.count) files)")
        } else {
            Console.error("serve check: \(differing.count) files differ from a full build: \(differing.prefix(10).joined(separator: ", "))")
        }
    }

    /// Waits for a write of `--output` under way.
    func finish() async {
        await mirror?.finish()
    }

    func say(_ line: String) {
        if !settings.quiet { Console.out(line) }
    }

    /// " (01-combine/subjects.md)": which files a rebuild was for.
    static func describe(_ paths: Set<String>, root: String) -> String {
        guard !paths.isEmpty else { return "" }
        let names = paths.sorted().map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : ($0 as NSString).lastPathComponent }
        let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
        return " (\(shown))"
    }
}
