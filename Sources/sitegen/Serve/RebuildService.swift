import Foundation
import ServiceLifecycle

/// The watcher and the rebuild loop as a service beside the HTTP server. On Ctrl-C (or
/// SIGTERM) it stops at once — the open event streams end, the watcher's thread stops — and
/// does not wait for a build under way: its result is simply never published.
struct RebuildService: Service {
    let session: ServeSession
    let watcher: FileWatcher

    func run() async throws {
        let (stopped, stop) = AsyncStream.makeStream(of: Void.self)
        let session = self.session
        let watcher = self.watcher
        watcher.start()
        let forwarding = Task {
            for await batch in watcher.batches { session.trigger(.files(batch)) }
        }
        let rebuilding = Task { await session.process() }
        let heartbeat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                session.hub.heartbeat()
            }
        }
        await withTaskCancellationOrGracefulShutdownHandler {
            for await _ in stopped {}
        } onCancelOrGracefulShutdown: {
            watcher.stop()
            session.stop()
            session.hub.close()
            stop.finish()
        }
        heartbeat.cancel()
        forwarding.cancel()
        _ = rebuilding
    }
}
