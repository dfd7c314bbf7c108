import ArgumentParser
import Foundation
import NotesModel
import SnippetRunner

/// `sitegen build`: load → parse → resolve → verify → theme → render → write.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into the output folder (default _site/)."
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .customLong("cache-dir"), help: ArgumentHelp("Where snippet results are kept.", valueName: "DIR"))
    var cacheDir = ".sitegen-cache"

    @Flag(name: .customLong("no-verify"), help: "Do not compile or run snippets; code blocks show only their kind.")
    var noVerify = false

    @Flag(name: .shortAndLong, help: "Print only problems, not each stage.")
    var quiet = false

    func run() async throws {
        let started = Date()
        let quiet = self.quiet
        let stages: [any BuildStage] = [
            LoadStage(), ParseStage(), ResolveStage(),
            VerifyStage(cacheFolder: URL(fileURLWithPath: cacheDir), enabled: !noVerify),
            ThemeStage(), RenderStage(), WriteStage(),
        ]
        let builder = SiteBuilder(stages: stages, log: { line in if !quiet { Console.out(line) } })
        let state: BuildState
        do {
            state = try await builder.run(site.buildOptions)
        } catch {
            Console.error("error: \(error)")
            throw ExitCode(1)
        }
        let failed = Console.report(state.diagnostics)
        if failed {
            Console.error("build failed; \(site.output)/ was left as it was")
            throw ExitCode(1)
        }
        let seconds = Date().timeIntervalSince(started)
        let pages = state.files.filter { $0.path.hasSuffix(".html") }.count
        if !quiet {
            Console.out("built \(pages) pages into \(site.output)/ in \(String(format: "%.2f", seconds)) s")
        }
    }
}
