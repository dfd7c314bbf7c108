import ArgumentParser
import Foundation
import NotesModel
import SnippetRunner

/// `sitegen verify`: compile and run every snippet, compare outputs, report.
struct VerifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compile and run every Swift snippet and check its printed output.",
        discussion: "Ends with 'N passed, N failed, N skipped'; exits 1 when any snippet fails."
    )

    @OptionGroup var contentOption: ContentOption

    @OptionGroup var cache: CacheOption

    @OptionGroup var sandbox: SandboxOption

    @Flag(help: "Rewrite each run block's output block from its actual output (adding missing ones) where the run reached the block and ended as the block expects, and each errors block from what the compiler said; nothing else in the files changes.")
    var bless = false

    @Option(help: ArgumentHelp("How to report on stdout.", valueName: "text|json"))
    var format: Format = .text

    @Option(help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "FILE"))
    var junit: String?

    @Option(help: ArgumentHelp("Verify only shard I of N: the same share of the notes on every machine, balanced by the blocks that compile. Run I = 1…N on N machines.", valueName: "I/N"))
    var shard: Shard?

    @Option(help: ArgumentHelp("How many compilers and snippets run at once (default: every core).", valueName: "N"))
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Print only problems: nothing at all when every snippet passed.")
    var quiet = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func run() async throws {
        let started = Date()
        guard let all = try await loadNotes() else { throw ExitCode(1) }
        let notes = shard?.select(all) ?? all
        if let shard, format == .text, !quiet {
            Console.error("shard \(shard): \(notes.count) of \(all.count) notes")
        }
        let progress = VerifyProgress(enabled: format == .text && !quiet)
        Interruption.stopAtOnce { progress.finish() }
        var verifier = Verifier(cacheFolder: cache.url, progress: { progress.say($0) })
        if let jobs { verifier.jobs = jobs }
        verifier.sandbox = sandbox.policy
        sandbox.warnIfOff()
        let runner = verifier
        var report = try await SnippetWork.run(progress: progress) { try runner.verify(notes, course: all) }
        progress.finish()

        if bless {
            let blessed = try OutputBlesser.bless(notes, report, content: contentOption.url)
            if blessed.total > 0 {
                if !quiet { Console.error(blessed.summary) }
                // Re-check against the rewritten files; every result now comes from the cache.
                if let reread = try await loadNotes(reportingWarnings: false) {
                    let rerun = runner
                    let again = shard?.select(reread) ?? reread
                    report = try await Task.detached { try rerun.verify(again, course: reread) }.value
                }
            }
        }
        try emit(report, seconds: Date().timeIntervalSince(started))
        if report.failed > 0 || report.diagnostics.hasErrors { throw ExitCode(1) }
    }

    /// The pipeline up to the notes: front matter problems stop verification, as they stop a
    /// build; warnings (a misspelled info string or key) are printed as `build` prints them.
    func loadNotes(reportingWarnings: Bool = true) async throws -> [Note]? {
        let read = await SitePipeline(options: contentOption.buildOptions).notes()
        if read.diagnostics.hasErrors {
            Console.report(read.diagnostics)
            return nil
        }
        if reportingWarnings { Console.report(read.diagnostics) }
        return read.notes
    }

    func emit(_ report: Verifier.Report, seconds: Double) throws {
        if let junit {
            // CI steps name a report folder of their own (`--junit reports/verify-1.xml`).
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: junit).deletingLastPathComponent(), withIntermediateDirectories: true)
            try ReportFormatter.junit(report).write(toFile: junit, atomically: true, encoding: .utf8)
        }
        if ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" {
            for result in report.results where result.status == .failed {
                Console.out(ReportFormatter.githubAnnotation(result))
            }
        }
        for diagnostic in report.diagnostics { Console.error(diagnostic.description) }
        switch format {
        case .json:
            FileHandle.standardOutput.write(Data(try ReportFormatter.json(report).utf8))
        case .text:
            // Failures are diagnostics, on stderr as in every command; stdout keeps the summary.
            for result in report.results where result.status == .failed {
                Console.error(ReportFormatter.text(result))
            }
            if quiet && report.failed == 0 { return }
            if !quiet {
                Console.error("compiled \(report.compiledMerged) merged and \(report.compiledAlone) alone, \(report.fromCache) from the cache, in \(String(format: "%.2f", seconds)) s")
            }
            Console.out(report.summary)
        }
    }
}

extension Shard: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }
}
