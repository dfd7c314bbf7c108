import ArgumentParser
import Foundation
import NotesModel

/// `sitegen build`: load → parse → resolve → theme → render → write.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into the output folder (default _site/)."
    )

    @OptionGroup var site: SiteOptions

    @Flag(name: .shortAndLong, help: "Print only problems, not each stage.")
    var quiet = false

    func run() async throws {
        let started = Date()
        let quiet = self.quiet
        let builder = SiteBuilder(log: { line in if !quiet { Console.out(line) } })
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
