import ArgumentParser
import Foundation
import NotesModel
import SnippetRunner

/// `sitegen adopt`: a trial run of every shown-only Swift block, for notes written before
/// sitegen (a book's playground, a blog). Reports; never fails on what it finds.
struct AdoptCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adopt",
        abstract: "Try every shown-only Swift block as if it were a 'swift run' block, and report what each needs.",
        discussion: """
        Blocks written as ```swift, and blocks with no language that read as Swift, are compiled and run with the \
        shared setup code ('swift setup' blocks) of their note and of content/index.md. Each is reported: runs (and what \
        it prints), matches or differs from the output it states (a 'Prints:'/'출력:' comment, or a block of printed lines \
        after it), needs context (the names it lacks and what would supply them), needs a module, uses API RxSwift 6 \
        removed, needs the Objective-C runtime. Exits 0 whatever it finds (1 only for content that cannot be read).
        """
    )

    @OptionGroup var contentOption: ContentOption

    @OptionGroup var cache: CacheOption

    @OptionGroup var sandbox: SandboxOption

    @Flag(help: "Rewrite the blocks that ran and matched their stated output into 'swift run' blocks with an 'output' block (the comment's lines moved there); nothing else in the files changes.")
    var write = false

    @Flag(help: "Print the report as JSON on stdout.")
    var json = false

    @Option(help: ArgumentHelp("How many compilers and snippets run at once (default: every core).", valueName: "N"))
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() async throws {
        let started = Date()
        let read = await SitePipeline(options: contentOption.buildOptions).notes()
        // Warnings too (a Jekyll tag, a misspelled key), as every command prints them.
        if Console.report(read.diagnostics) { throw ExitCode(1) }
        let notes = read.notes
        let progress = VerifyProgress(enabled: !json)
        Interruption.stopAtOnce { progress.finish() }
        var verifier = Verifier(cacheFolder: cache.url, progress: { progress.say($0) })
        if let jobs { verifier.jobs = jobs }
        verifier.sandbox = sandbox.policy
        sandbox.warnIfOff()
        let trial = TrialRun(verifier: verifier)
        let report = try await SnippetWork.run(progress: progress) { try trial.run(notes) }
        progress.finish()
        if json {
            FileHandle.standardOutput.write(Data(try report.json().utf8))
        } else {
            if !report.text.isEmpty { Console.out(report.text) }
            Console.error("tried in \(String(format: "%.2f", Date().timeIntervalSince(started))) s")
            Console.out(report.summary)
        }
        if write {
            let changed = try TrialRewriter.write(report, notes: notes, content: contentOption.url)
            Console.error("rewrote \(changed) block\(changed == 1 ? "" : "s") into 'swift run' blocks with their output (run 'sitegen verify' to check them)")
        }
    }
}
