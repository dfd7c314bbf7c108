import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import SnippetRunner

/// Starts `sitegen serve`: the first build, the HTTP server (Hummingbird) and the rebuild loop,
/// until Ctrl-C or SIGTERM.
enum SiteServer {
    enum Failure: Error {
        /// A one-line reason the server could not start (port in use, bad host): exit 2.
        case cannotListen(String)
    }

    static func run(_ rebuilding: RebuildLoop) async throws {
        let settings = rebuilding.settings
        let started = DispatchTime.now()
        let publisher = rebuilding.publisher
        await rebuilding.build(.everything)
        let folders = rebuilding.watchedFolders

        var logger = Logger(label: "sitegen-serve")
        logger.logLevel = .critical
        let quiet = settings.quiet
        let app = Application(
            responder: SiteResponder(store: publisher.store, hub: publisher.hub),
            configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? settings.port
                let host = settings.host.contains(":") ? "[\(settings.host)]" : settings.host
                Console.out("Serving at http://\(host):\(port)/")
                if !quiet {
                    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
                    Console.out(String(format: "ready in %.2f s; watching %d folders; press Ctrl-C to stop", seconds, folders))
                }
            },
            logger: logger
        )
        var configuration = ServiceGroupConfiguration(
            services: [
                .init(service: app, successTerminationBehavior: .gracefullyShutdownGroup),
                .init(service: rebuilding, successTerminationBehavior: .gracefullyShutdownGroup),
            ],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger
        )
        configuration.maximumGracefulShutdownDuration = .milliseconds(600)
        configuration.maximumCancellationDuration = .milliseconds(200)
        do {
            try await ServiceGroup(configuration: configuration).run()
        } catch {
            rebuilding.stopWatching()
            if let message = ServerError.message(error, host: settings.host, port: settings.port) {
                throw Failure.cannotListen(message)
            }
            throw error
        }
        await publisher.finish()
        // A background verification under way: its compilers and snippets end with serve.
        RunningChildren.endAll()
        VerifyLeftovers.remove(cacheFolder: settings.cacheFolder)
        if !quiet { Console.out("stopped") }
    }
}
