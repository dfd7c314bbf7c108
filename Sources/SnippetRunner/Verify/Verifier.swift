import Foundation
import NotesModel

/// `sitegen verify`: extract → (cache) → compile merged, fall back one by one → run → compare.
public struct Verifier: Sendable {
    public var cacheFolder: URL
    /// How many compilers or snippet processes run at once (every core by default).
    public var jobs: Int
    public var progress: @Sendable (String) -> Void
    /// Answer only from the cache: snippets not in it are left without a result (nothing is
    /// compiled or run). `serve` without `--verify` shows what earlier runs found this way.
    public var cacheOnly = false
    /// Snippets run sandboxed (`SnippetSandbox`); a machine that cannot sandbox them makes
    /// `verify` throw `SandboxUnavailable`, unless the policy is `.off` (`--no-sandbox`).
    public var sandbox = SandboxPolicy.required

    public init(cacheFolder: URL, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.cacheFolder = cacheFolder
        self.jobs = jobs
        self.progress = progress
    }

    /// Throws `SandboxUnavailable` when `policy` asks for a sandbox this machine cannot give
    /// (what `verify` finds before it runs its first snippet; `serve` asks at its start).
    public static func checkSandbox(_ policy: SandboxPolicy) throws {
        try SnippetSandbox(policy: policy).check()
    }

    public struct Report: Sendable {
        public var results: [SnippetResult]
        public var diagnostics: [Diagnostic]
        /// One per group of paired snippets: which members print the same thing.
        public var proofs: [GroupProof] = []
        /// Units compiled in this run, merged and one by one, and units answered from the cache.
        public var compiledMerged = 0
        public var compiledAlone = 0
        public var fromCache = 0

        public var passed: Int { results.filter { $0.status == .passed }.count }
        public var failed: Int { results.filter { $0.status == .failed }.count }
        public var skipped: Int { results.filter { $0.status == .skipped }.count }
        /// `N passed, N failed, N skipped`
        public var summary: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }

        /// What a build reports: the verifier's own problems and one error per failed snippet,
        /// at its fence.
        public var problems: [Diagnostic] {
            diagnostics + results.filter { $0.status == .failed }.map { result in
                .error(SourceLocation(file: result.file, line: result.line), "snippet failed [\(result.kind)]: \(result.message ?? "")")
            }
        }
    }

    /// - Parameter course: every note, when `notes` is a part of the course (`--shard`), so
    ///   that the course's shared setup code is found wherever its note is.
    public func verify(_ notes: [Note], course: [Note]? = nil) throws -> Report {
        let extracted = SnippetExtractor.extract(notes, course: course)
        var report = Report(results: [], diagnostics: extracted.diagnostics + QuizCheck.problems(notes))
        let cache = ResultCache(folder: cacheFolder.appendingPathComponent("results"))
        let toolchain = Self.toolchainVersion()
        // Located up front: its fingerprint is part of every cache key.
        let library = try? SupportLibrary.locate()

        var records: [Int: (ResultCache.Record, Bool)] = [:]
        var pending: [Int] = []
        var keys: [Int: String] = [:]
        for (index, unit) in extracted.units.enumerated() {
            // First: more to the point than the missing module (UIKit code is often both).
            let runtimeErrors = ObjectiveCRuntime.errors(unit)
            if !runtimeErrors.isEmpty {
                records[index] = (ResultCache.Record(compiled: false, compilerErrors: runtimeErrors, compilerLog: "", outcome: nil, objectiveCRuntime: runtimeErrors), false)
                continue
            }
            if let module = Self.unavailableImport(unit) {
                let record = ResultCache.Record(compiled: false, compilerErrors: ["\(OfferedModules.message(for: module.name)) (imported at \(module.place))"], compilerLog: "", outcome: nil, unavailableModule: module.name)
                records[index] = (record, false)
                continue
            }
            let key = cache.key(for: unit, toolchain: toolchain, library: library?.fingerprint ?? "")
            keys[index] = key
            if let record = cache.load(key) {
                records[index] = (record, true)
                report.fromCache += 1
            } else {
                pending.append(index)
            }
        }

        if !pending.isEmpty && !cacheOnly {
            progress("compiling \(pending.count) snippet program\(pending.count == 1 ? "" : "s")")
            let located = try library ?? SupportLibrary.locate()
            // Swift 6 snippets see UIKit with Apple's annotations: made on the first one.
            let needsSwift6 = pending.contains { extracted.units[$0].mode == .swift6 }
            if needsSwift6 { progress("preparing the snippet library for Swift 6 mode") }
            let support = needsSwift6 ? try located.preparedForSwift6() : located
            // A packaged library and another Swift: one clear error before any snippet compiles.
            if let built = BuildInfo.current?.swift, let mismatch = ToolchainMatch.problem(built: built, here: toolchain, hasInterfaces: support.hasInterfaces) {
                throw mismatch
            }
            let walls = SnippetSandbox(policy: sandbox)
            try walls.check()
            // A folder of its own per run, so two verifications sharing a cache never collide.
            let work = cacheFolder.appendingPathComponent("build/run-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
            RunningChildren.using(work)
            defer {
                RunningChildren.finished(with: work)
                // SITEGEN_KEEP_BUILD keeps the generated programs for a look at what was compiled.
                if ProcessInfo.processInfo.environment["SITEGEN_KEEP_BUILD"] == nil { try? FileManager.default.removeItem(at: work) }
            }
            let compiler = SnippetCompiler(support: support, workFolder: work, moduleCache: cacheFolder.appendingPathComponent("module-cache"))
            var built: [Built] = []
            var toBuild = pending
            // Shared setup code first: no snippet is compiled against setup code that does not
            // compile (its error is reported once, at the setup block).
            let setupPending = pending.filter { extracted.units[$0].kind == .setup }
            if !setupPending.isEmpty {
                built = buildAll(setupPending.map { (index: $0, unit: extracted.units[$0]) }, compiler: compiler, report: &report)
                let broken = Set(built.filter { $0.executable == nil }.map(\.index))
                toBuild = pending.filter { index in
                    extracted.units[index].kind != .setup && !(extracted.setupUnits[index] ?? []).contains(where: broken.contains)
                }
            }
            built += buildAll(toBuild.map { (index: $0, unit: extracted.units[$0]) }, compiler: compiler, report: &report)
            // A compiler that could not write its program says nothing about the snippet.
            if let reason = built.lazy.compactMap({ $0.executable == nil ? CacheUnwritable.reason(inLog: $0.log) : nil }).first {
                throw CacheUnwritable(folder: DisplayPath.of(cacheFolder), reason: reason)
            }
            let toRun = built.filter { $0.executable != nil && extracted.units[$0.index].runs }.count
            progress("running \(toRun) snippets")
            let counter = Counter()
            let progress = self.progress
            let outcomes = built.parallelMap(jobs: jobs) { item -> (Int, ResultCache.Record) in
                defer { if item.executable != nil && extracted.units[item.index].runs { progress("running \(counter.next())/\(toRun)") } }
                let unit = extracted.units[item.index]
                var record = ResultCache.Record(compiled: item.executable != nil, compilerErrors: item.errors, compilerLog: item.log, outcome: nil)
                if unit.runs, let executable = item.executable {
                    let limits = SnippetProcess.Limits(
                        timeout: unit.timeout,
                        mayBeAsync: unit.mayBeAsync,
                        indefinite: unit.snippets.contains { $0.block.source.contains("needsIndefiniteExecution") },
                        durations: unit.literalDurations,
                        sanitizer: support.sanitizer,
                        sandbox: walls
                    )
                    // The harness answers requests from the note's fixtures, read from a file of the run,
                    // the one file of the content the snippet sees.
                    var environment: [String: String] = [:]
                    var fixtures: [URL] = []
                    if unit.mayUseNetwork, let path = try? FixtureFile.write(unit, in: work, name: "fixtures-\(item.index).json") {
                        environment[FixtureFile.variable] = path
                        fixtures.append(URL(fileURLWithPath: path))
                    }
                    // A block that asks for a diagram gets the event log on, in a file of the run.
                    let marbleFile = unit.wantsMarbles ? MarbleFile.prepare(in: work, name: "marbles-\(item.index).jsonl") : nil
                    if let marbleFile { environment[MarbleFile.variable] = marbleFile.path }
                    record.outcome = try? SnippetProcess.run(executable, arguments: item.arguments, limits: limits, folder: work.appendingPathComponent("home-\(item.index)"), readable: fixtures, writable: [marbleFile].compactMap { $0 }, environment: environment)
                    record.marbleLog = marbleFile.map(MarbleFile.read)
                }
                return (item.index, record)
            }
            for (index, record) in outcomes { records[index] = (record, false) }
        }

        var evaluated: [Int: [SnippetResult]] = [:]
        for (index, unit) in extracted.units.enumerated() {
            guard let (record, cached) = records[index] else { continue }
            let results = UnitEvaluator.evaluate(unit, record, cached: cached)
            evaluated[index] = results
            // Only what passed is kept: a run that failed (a slow machine cutting a snippet
            // short, say) runs again next time instead of failing from the cache for ever.
            if !cached, let key = keys[index], results.allSatisfy({ $0.status != .failed }) {
                cache.store(record, key: key)
            }
        }
        for (index, unit) in extracted.units.enumerated() {
            // Shared setup code that does not compile is reported once, at its own block; the
            // blocks that include it say where to look instead of repeating its errors.
            if let broken = extracted.setupUnits[index]?.first(where: { evaluated[$0]?.contains { $0.status == .failed } ?? false }) {
                let setup = extracted.units[broken].first
                report.results += unit.snippets.map { snippet in
                    SnippetResult(id: snippet.id, file: snippet.file, line: snippet.line, kind: UnitEvaluator.kindName(snippet.info), status: .skipped,
                                  message: "not verified: the shared setup code it includes (\(setup.place)) does not compile")
                }
                continue
            }
            report.results += evaluated[index] ?? []
        }
        (report.results, report.proofs) = CompareCheck.apply(report.results, units: extracted.units, skipped: extracted.skipped)
        report.results = QuizCheck.apply(report.results, notes: notes)
        for snippet in extracted.skipped {
            report.results.append(SnippetResult(id: snippet.id, file: snippet.file, line: snippet.line, kind: UnitEvaluator.kindName(snippet.info), status: .skipped))
        }
        report.results.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        return report
    }

    /// Counts finished runs for the progress line.
    final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()

        func next() -> Int { lock.withLock { value += 1; return value } }
    }

    struct Built: Sendable {
        var index: Int
        var executable: URL?
        var arguments: [String]
        var errors: [String]
        var log: String
    }

    /// Merged programs first (one per job, compiled side by side); a unit whose code breaks its
    /// merged program is compiled on its own, as are `compile-fail` units and top-level `await`.
    /// Plain-Swift units get programs of their own, not linked with the support library, when
    /// there are enough of them (`batches`).
    func buildAll(_ units: [(index: Int, unit: SnippetUnit)], compiler: SnippetCompiler, report: inout Report) -> [Built] {
        var alone = units.filter { !ProgramWriter.canMerge($0.unit) }
        var mergeable = units.filter { ProgramWriter.canMerge($0.unit) }
        var built: [Built] = []
        var attempt = 0
        while !mergeable.isEmpty && attempt < 3 {
            attempt += 1
            // Units of one language mode to a program: a module has one mode.
            let batches = SwiftLanguageMode.allCases.flatMap { mode in
                Self.batches(mergeable.filter { $0.unit.mode == mode }, jobs: jobs)
            }
            let attemptNumber = attempt
            let outputs = batches.enumerated().map { ($0.offset, $0.element) }.parallelMap(jobs: jobs) { batch -> [(Int, SnippetUnit, Built?, Bool)] in
                let (number, (light, members)) = batch
                var files = [("main.swift", ProgramWriter.mergedMain(count: members.count))]
                if light { files.append(("harness.swift", ProgramWriter.lightHarness)) }
                for (position, member) in members.enumerated() {
                    files.append(("unit\(position).swift", ProgramWriter.mergedFile(member.unit, index: position, light: light)))
                }
                let output = try? compiler.compile(files, name: "merged-\(attemptNumber)-\(number)", linkingLibrary: !light, mode: members[0].unit.mode)
                if let executable = output?.executable {
                    return members.enumerated().map { position, member in
                        (member.index, member.unit, Built(index: member.index, executable: executable, arguments: [ProgramWriter.entryName(position)], errors: [], log: ""), false)
                    }
                }
                // Which units broke it? Errors name the Markdown file and line, or the unit's file.
                let diagnostics = output?.diagnostics ?? []
                return members.enumerated().map { position, member in
                    let guilty = diagnostics.contains { diagnostic in
                        diagnostic.file.hasSuffix("unit\(position).swift") || member.unit.contains(file: diagnostic.file, line: diagnostic.line)
                    }
                    return (member.index, member.unit, nil, guilty || diagnostics.isEmpty)
                }
            }.flatMap { $0 }
            mergeable = []
            for (index, unit, done, guilty) in outputs {
                if let done {
                    built.append(done)
                    report.compiledMerged += 1
                } else if guilty || attempt == 3 {
                    alone.append((index, unit))
                } else {
                    mergeable.append((index, unit))
                }
            }
        }
        alone += mergeable
        let singles = alone.parallelMap(jobs: jobs) { item -> Built in
            let output: SnippetCompiler.Output
            do {
                output = try compiler.compile([("main.swift", ProgramWriter.standalone(item.unit))], name: "unit-\(item.index)", mode: item.unit.mode, warnings: item.unit.showsWarnings)
            } catch {
                return Built(index: item.index, executable: nil, arguments: [], errors: [], log: "could not compile: \(CacheUnwritable.reason(of: error))")
            }
            return Built(index: item.index, executable: output.executable, arguments: [], errors: output.diagnostics.map(\.description), log: output.log)
        }
        report.compiledAlone += singles.count
        return built + singles
    }

    /// The merged programs to compile: `jobs` of them (fewer for fewer units), units dealt out in
    /// turn. Light units (`ProgramWriter.isLight`) get programs of their own, in proportion to
    /// their share, when that share earns at least one of the `jobs` programs: a light snippet
    /// starts in 3–8 ms instead of 15 ms (the library brings `FoundationNetworking`, `libcurl` and
    /// TLS), while an extra program would cost more than a few light snippets save.
    static func batches(_ items: [(index: Int, unit: SnippetUnit)], jobs: Int) -> [(light: Bool, members: [(index: Int, unit: SnippetUnit)])] {
        typealias Item = (index: Int, unit: SnippetUnit)
        var light: [Item] = [], heavy: [Item] = []
        for item in items {
            if ProgramWriter.isLight(item.unit) { light.append(item) } else { heavy.append(item) }
        }
        var lightPrograms = Int((Double(jobs * light.count) / Double(max(items.count, 1))).rounded())
        if !heavy.isEmpty { lightPrograms = min(lightPrograms, jobs - 1) }
        func deal(_ units: [Item], into count: Int, light: Bool) -> [(light: Bool, members: [Item])] {
            let count = min(count, units.count)
            return (0..<count).map { batch in (light, stride(from: batch, to: units.count, by: count).map { units[$0] }) }
        }
        guard lightPrograms > 0 else { return deal(items, into: jobs, light: false) }
        return deal(light, into: lightPrograms, light: true) + deal(heavy, into: max(1, jobs - lightPrograms), light: false)
    }

    /// A module snippets cannot import here (UIKit, RxDataSources…), with the line that imports it.
    static func unavailableImport(_ unit: SnippetUnit) -> (name: String, place: String)? {
        unit.imports.first { !OfferedModules.isOffered($0.name) }
    }

    static func toolchainVersion() -> String {
        (try? Command.run(["swiftc", "--version"], timeout: 30))?.stdout ?? "unknown"
    }
}
