import ArgumentParser
import Foundation
import NotesModel
import SnippetRunner

/// `sitegen serve`: build, serve on this machine, rebuild what each save changes.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site and serve it for review, rebuilding what each save changes; open pages reload by themselves.",
        discussion: "The site is kept in memory (nothing is written unless --output is given). Snippets are checked only with --verify, then in the background after each change, results appearing on the page when ready. Build errors and warnings show in the terminal and over the page, while the last good site stays up. -q still prints the address. Ctrl-C stops."
    )

    @OptionGroup var site: SiteOptions

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "N"))
    var port = 8000

    @Option(help: ArgumentHelp("The address to listen on. Only this machine by default; name another interface (0.0.0.0 for all) to let other machines in.", valueName: "ADDRESS"))
    var host = "127.0.0.1"

    @OptionGroup var cache: CacheOption

    @OptionGroup var runOptions: RunOptions

    @OptionGroup var sandbox: SandboxOption

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535 (0 picks a free port)")
        }
        guard !host.isEmpty else { throw ValidationError("--host must name an address") }
    }

    func run() async throws {
        var options = site.buildOptions
        options.previewAtRoot = true
        options.cardCacheFolder = cache.url
        let settings = ServeSettings(
            options: options,
            host: host,
            port: port,
            verify: runOptions.verify ?? false,
            cacheFolder: cache.url,
            sandbox: sandbox.policy,
            mirror: site.outputWasGiven ? site.outputURL : nil,
            quiet: runOptions.quiet,
            check: ProcessInfo.processInfo.environment["SITEGEN_SERVE_CHECK"] == "1"
        )
        if settings.verify {
            sandbox.warnIfOff()
            do {
                try Verifier.checkSandbox(sandbox.policy)
            } catch {
                Console.error("error: \(error)")
                throw ExitCode(2)
            }
        }
        Interruption.note()
        do {
            // The rebuild loop runs the library's pipeline after every save; the server serves
            // what it publishes.
            try await SiteServer.run(RebuildLoop(settings: settings))
        } catch SiteServer.Failure.cannotListen(let message) {
            Console.error("error: \(message)")
            throw ExitCode(2)
        } catch let error as WatchError {
            Console.error("error: \(error)")
            throw ExitCode(1)
        }
        // The server returns only when Ctrl-C or SIGTERM stopped it: the status a shell gives a
        // program the signal ended. Which one is told by a second watcher of the same signals,
        // which may be a moment behind the service group's.
        throw ExitCode(128 + Interruption.awaitSignal(orAssume: SIGINT))
    }
}
