import Foundation
import Hummingbird
import NotesModel

/// The open pages' event streams. Each page holds one `GET /__sitegen/events` response open;
/// the rebuild loop broadcasts to all of them, and a page that connects (or reconnects after a
/// restart) is first told the current state: the overlay's errors, and `reload` if the page it
/// shows is no longer the current version.
final class LiveReloadHub: Sendable {
    static let eventsPath = "/__sitegen/events"

    private struct State {
        var clients: [Int: AsyncStream<String>.Continuation] = [:]
        var nextID = 0
        var problems: [Diagnostic] = []
        var verifyStatus: LiveReloadEvent?
        var closed = false
    }

    private let state = Locked(State())


    func response(for request: Request, store: SiteStore) -> Response {
        let query = request.uri.queryParameters
        let file = query["file"].map(String.init) ?? ""
        let version = query["version"].map(String.init) ?? ""
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        headers[.cacheControl] = "no-cache"
        let body = ResponseBody { writer in
            let (stream, id) = self.subscribe(file: file, version: version, store: store)
            defer { self.unsubscribe(id) }
            for await message in stream {
                try await writer.write(ByteBuffer(string: message))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }

    private func subscribe(file: String, version: String, store: SiteStore) -> (AsyncStream<String>, Int) {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .unbounded)
        continuation.yield("retry: 500\n\n")
        let current = store.current?.files[file]?.version ?? ""
        if (!file.isEmpty && current != version) || (file.isEmpty && store.current != nil) {
            continuation.yield(LiveReloadEvent.reload(files: [file]).wireFormat)
        }
        let id = state.withLock { state -> Int? in
            guard !state.closed else { return nil }
            continuation.yield((state.problems.isEmpty ? LiveReloadEvent.ok : .error(problems: state.problems)).wireFormat)
            if let status = state.verifyStatus { continuation.yield(status.wireFormat) }
            state.nextID += 1
            state.clients[state.nextID] = continuation
            return state.nextID
        }
        guard let id else {
            continuation.finish()
            return (stream, -1)
        }
        continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
        return (stream, id)
    }

    private func unsubscribe(_ id: Int) {
        _ = state.withLock { $0.clients.removeValue(forKey: id) }
    }

    func broadcast(_ event: LiveReloadEvent) {
        let message = event.wireFormat
        state.withLock { state in
            if case .verify = event { state.verifyStatus = event }
            for client in state.clients.values { client.yield(message) }
        }
    }

    /// Sets the errors the overlay shows; tells the pages when that changes.
    func setProblems(_ problems: [Diagnostic]) {
        let changed = state.withLock { state -> Bool in
            guard state.problems != problems else { return false }
            state.problems = problems
            return true
        }
        if changed { broadcast(problems.isEmpty ? .ok : .error(problems: problems)) }
    }

    /// A comment line, so a page that went away is noticed (its write fails) and proxies keep
    /// the stream open.
    func heartbeat() {
        state.withLock { state in for client in state.clients.values { client.yield(": ping\n\n") } }
    }

    /// Ends every stream (shutting down); later connections end at once.
    func close() {
        let clients = state.withLock { state in
            state.closed = true
            defer { state.clients = [:] }
            return Array(state.clients.values)
        }
        // Outside the lock: finishing a stream calls its `onTermination`, which takes the lock.
        for client in clients { client.finish() }
    }
}
