import ArgumentParser
import Foundation
import NotesModel
import SnippetRunner

/// `sitegen build`: the pipeline once, snippets verified, the site written.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into the output folder (default _site/).",
        discussion: "Snippets are compiled, run and checked unless --no-verify (results come from the cache when nothing changed); a failed snippet fails the build."
    )

    @OptionGroup var site: SiteOptions

    @OptionGroup var cache: CacheOption

    @OptionGroup var runOptions: RunOptions

    @OptionGroup var sandbox: SandboxOption

    func run() async throws {
        let started = Date()
        let quiet = runOptions.quiet
        var options = site.buildOptions
        options.cacheFolder = cache.url
        options.cardCacheFolder = cache.url
        let pipeline = SitePipeline(options: options)
        // On a terminal the verify stage shows a progress bar; its counts end the last line.
        let counts = Locked<String?>(nil)
        let progress = VerifyProgress(enabled: !quiet && isatty(STDERR_FILENO) != 0)
        Interruption.stopAtOnce { progress.finish() }
        let snippets = VerifyingSnippets(
            cacheFolder: cache.url,
            enabled: runOptions.verify ?? true,
            sandbox: sandbox.policy,
            progress: { progress.say($0) },
            finished: { report in
                progress.finish()
                counts.withLock { $0 = report.summary }
            }
        )
        if runOptions.verify ?? true { sandbox.warnIfOff() }
        let build: SiteBuild
        do {
            build = try await pipeline.build(snippets: snippets, write: true, log: { line in if !quiet { Console.out(line) } })
        } catch {
            progress.finish()
            Console.error("error: \(error)")
            // A machine that cannot sandbox snippets is not a problem of the content.
            // Nor a swiftc that cannot use the packaged snippet library.
            let underlying = (error as? StageError)?.underlying ?? error
            throw ExitCode(underlying is SandboxUnavailable || underlying is ToolchainMismatch ? 2 : 1)
        }
        // Only over a site that is written: a failed build's list stays its errors.
        let written = !build.diagnostics.hasErrors
        let baseURL = written ? BaseURLCheck.warning(given: site.baseURL, course: build.course, contentName: site.contentOption.content) : nil
        let failed = Console.report(build.diagnostics + (baseURL.map { [$0] } ?? []))
        if failed {
            Console.error("build failed; \(site.output)/ was left as it was")
            throw ExitCode(1)
        }
        KeptUntilExit.keep((pipeline, build))
        let seconds = Date().timeIntervalSince(started)
        let pages = build.files.filter { $0.path.hasSuffix(".html") }.count
        if !quiet {
            let snippets = counts.current.map { "; snippets: \($0)" } ?? ""
            Console.out("built \(pages) pages into \(site.output)/ in \(String(format: "%.2f", seconds)) s\(snippets)")
        }
    }
}
