import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCocoa
import RxSwift
import Testing

/// RxCocoa's Foundation part: `NotificationCenter.rx` and `URLSession.rx`. RxCocoa does not build
/// on Linux, so each expectation is what RxCocoa's documentation (GettingStarted.md "Making HTTP
/// requests", the API's doc comments) and Foundation's documented behaviour imply; each test says
/// which. No request leaves the process: sessions answer from `CannedAnswers`.
@Suite struct RxCocoaFoundationTests {
    // MARK: - NotificationCenter.rx.notification

    /// Documented: a notification observer for the subscription's lifetime; Foundation delivers
    /// on the posting thread, synchronously. Only the chosen name and object get through, and
    /// disposing stops the deliveries.
    @Test func notificationsOfOneNameAndObjectWhileSubscribed() {
        let center = NotificationCenter()
        let name = Notification.Name("Saved")
        let sender = NSObject()
        var heard: [String] = []
        let subscription = center.rx.notification(name, object: sender)
            .subscribe(onNext: { heard.append("\($0.name.rawValue) \($0.userInfo?["id"] ?? "-")") })
        center.post(name: name, object: sender, userInfo: ["id": 1])
        center.post(name: Notification.Name("Other"), object: sender)
        center.post(name: name, object: NSObject())
        subscription.dispose()
        center.post(name: name, object: sender, userInfo: ["id": 2])
        #expect(heard == ["Saved 1"])
    }

    /// Documented: `object: nil` means from any sender; the sequence never completes by itself.
    @Test func anySenderWhenObjectIsNilAndNoCompletion() {
        let center = NotificationCenter()
        let name = Notification.Name("Tick")
        var events: [String] = []
        let subscription = center.rx.notification(name)
            .subscribe(onNext: { _ in events.append("tick") }, onCompleted: { events.append("completed") })
        center.post(name: name, object: NSObject())
        center.post(name: name, object: nil)
        #expect(events == ["tick", "tick"])
        subscription.dispose()
    }

    // MARK: - URLSession.rx

    /// Documented ("no requests will be performed up to this point"): the request is sent on
    /// subscription, once per subscription; `response` passes any status code on with the body.
    @Test func responseIsColdAndPassesAnyStatusWithItsBody() async throws {
        let url = CannedAnswers.url("cold")
        CannedAnswers.set(url, .http(status: 404, body: "missing"))
        let session = CannedAnswers.session()
        let response = session.rx.response(request: URLRequest(url: url))
        #expect(CannedAnswers.requests(to: url) == 0)
        let events = await record(response.map { "\($0.response.statusCode) \(String(decoding: $0.data, as: UTF8.self))" })
        #expect(events == ["404 missing", "completed"])
        _ = await record(response.map { _ in "again" })
        #expect(CannedAnswers.requests(to: url) == 2)
    }

    /// Documented: `data(request:)` gives the body of a 2xx response, then completes.
    @Test func dataOfASuccessfulResponse() async {
        let url = CannedAnswers.url("ok")
        CannedAnswers.set(url, .http(status: 201, body: "hello"))
        let events = await record(CannedAnswers.session().rx.data(request: URLRequest(url: url)).map { String(decoding: $0, as: UTF8.self) })
        #expect(events == ["hello", "completed"])
    }

    /// `RxCocoaURLError.httpRequestFailed(response:data:)` for a status outside 200..<300 (its
    /// doc comment), carrying the response and its body.
    @Test func dataFailsWithHTTPRequestFailedOutside2xx() async throws {
        let url = CannedAnswers.url("server-error")
        CannedAnswers.set(url, .http(status: 500, body: "boom"))
        let error = try #require(await firstError(CannedAnswers.session().rx.data(request: URLRequest(url: url))))
        guard case let .httpRequestFailed(response, data)? = error as? RxCocoaURLError else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(response.statusCode == 500)
        #expect(data.map { String(decoding: $0, as: UTF8.self) } == "boom")
        #expect(String(describing: error) == "HTTP request failed with `500`.")
    }

    /// Documented: `json(request:)` reads the body with `JSONSerialization`; `json(url:)` is a
    /// GET of the URL.
    @Test func jsonReadsTheBody() async {
        let url = CannedAnswers.url("json")
        CannedAnswers.set(url, .http(status: 200, body: #"{"name":"Kim","tags":["a","b"]}"#))
        let events = await record(CannedAnswers.session().rx.json(url: url).map { json -> String in
            let object = json as? [String: Any]
            return "\(object?["name"] ?? "-") \((object?["tags"] as? [String])?.joined(separator: ",") ?? "-")"
        })
        #expect(events == ["Kim a,b", "completed"])
        #expect(CannedAnswers.lastMethod(to: url) == "GET")
    }

    /// `RxCocoaURLError.deserializationError(error:)` when the body is not JSON.
    @Test func jsonFailsWithDeserializationErrorOnABodyThatIsNotJSON() async throws {
        let url = CannedAnswers.url("not-json")
        CannedAnswers.set(url, .http(status: 200, body: "<html>"))
        let error = try #require(await firstError(CannedAnswers.session().rx.json(request: URLRequest(url: url))))
        guard case .deserializationError? = error as? RxCocoaURLError else {
            Issue.record("unexpected \(error)")
            return
        }
    }

    /// `RxCocoaURLError.nonHTTPResponse(response:)` when the answer is not an HTTP response.
    @Test func responseFailsWithNonHTTPResponse() async throws {
        let url = CannedAnswers.url("plain")
        CannedAnswers.set(url, .plain(body: "x"))
        let error = try #require(await firstError(CannedAnswers.session().rx.response(request: URLRequest(url: url))))
        guard case .nonHTTPResponse? = error as? RxCocoaURLError else {
            Issue.record("unexpected \(error)")
            return
        }
    }

    /// A session error is passed on as it is (not wrapped in `RxCocoaURLError`).
    @Test func aSessionErrorIsPassedOnAsItIs() async throws {
        let url = CannedAnswers.url("offline")
        CannedAnswers.set(url, .failure(URLError(.notConnectedToInternet)))
        let error = try #require(await firstError(CannedAnswers.session().rx.data(request: URLRequest(url: url))))
        #expect((error as? URLError)?.code == .notConnectedToInternet)
    }

    /// Documented ("if you want to cancel request … just call dispose"): disposing before the
    /// answer cancels the request, and nothing is delivered.
    @Test func disposingCancelsTheRequest() async {
        let url = CannedAnswers.url("slow")
        CannedAnswers.set(url, .never)
        let stopped = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            CannedAnswers.onStop(url) { done.resume(returning: true) }
            let subscription = SingleAssignmentDisposable()
            // The protocol starts on the session's own queue, which cancelling waits for: the
            // subscriber lets go from elsewhere, as an app would.
            CannedAnswers.onStart(url) { DispatchQueue.global().async { subscription.dispose() } }
            subscription.setDisposable(CannedAnswers.session().rx.data(request: URLRequest(url: url))
                .subscribe(onNext: { _ in Issue.record("a value after dispose") }, onError: { _ in Issue.record("an error after dispose") }))
        }
        #expect(stopped)
    }

    /// Documented: "URLSession extensions don't return result on MainScheduler by default".
    @Test func answersArriveOffTheMainQueue() async {
        let url = CannedAnswers.url("where")
        CannedAnswers.set(url, .http(status: 200, body: "x"))
        let onMain = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            _ = CannedAnswers.session().rx.data(request: URLRequest(url: url))
                .subscribe(onNext: { _ in done.resume(returning: runsOnMainQueue()) })
        }
        #expect(!onMain)
    }

    /// The `debugDescription` of each `RxCocoaURLError` case, as `print(error)` shows it.
    @Test func errorDescriptions() {
        #expect(String(describing: RxCocoaURLError.unknown) == "Unknown error has occurred.")
        #expect(String(describing: RxCocoaURLError.deserializationError(error: CocoaError(.propertyListReadCorrupt))).hasPrefix("Error during deserialization of the response: "))
    }
}

// MARK: - Helpers

/// The values of `source` as text, then "completed" or "error: …", once it has ended.
private func record<Source: ObservableType>(_ source: Source) async -> [String] where Source.Element == String {
    await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
        let log = LockedLog()
        _ = source.subscribe(
            onNext: { log.append($0) },
            onError: { log.append("error: \($0)"); done.resume(returning: log.lines) },
            onCompleted: { log.append("completed"); done.resume(returning: log.lines) }
        )
    }
}

/// The error `source` ends with, or nil when it completes.
private func firstError<Source: ObservableType>(_ source: Source) async -> Swift.Error? {
    await withCheckedContinuation { (done: CheckedContinuation<Swift.Error?, Never>) in
        _ = source.subscribe(onError: { done.resume(returning: $0) }, onCompleted: { done.resume(returning: nil) })
    }
}

private final class LockedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}

/// A URL protocol answering every request of its sessions from a table, so that no test touches
/// the network. Each test uses URLs of its own, so tests may run in parallel.
final class CannedAnswers: URLProtocol {
    enum Answer {
        case http(status: Int, body: String)
        case plain(body: String)
        case failure(Error)
        case never
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var answers: [URL: Answer] = [:]
    nonisolated(unsafe) private static var counts: [URL: Int] = [:]
    nonisolated(unsafe) private static var methods: [URL: String] = [:]
    nonisolated(unsafe) private static var startWatchers: [URL: () -> Void] = [:]
    nonisolated(unsafe) private static var stopWatchers: [URL: () -> Void] = [:]

    static func url(_ name: String) -> URL { URL(string: "https://canned.test/\(name)/\(UUID().uuidString)")! }

    static func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [CannedAnswers.self]
        return URLSession(configuration: configuration)
    }

    static func set(_ url: URL, _ answer: Answer) { lock.withLock { answers[url] = answer } }
    static func requests(to url: URL) -> Int { lock.withLock { counts[url] ?? 0 } }
    static func lastMethod(to url: URL) -> String? { lock.withLock { methods[url] } }
    static func onStart(_ url: URL, _ action: @escaping () -> Void) { lock.withLock { startWatchers[url] = action } }
    static func onStop(_ url: URL, _ action: @escaping () -> Void) { lock.withLock { stopWatchers[url] = action } }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url else { return }
        let (answer, watcher): (Answer?, (() -> Void)?) = Self.lock.withLock {
            Self.counts[url, default: 0] += 1
            Self.methods[url] = request.httpMethod ?? "GET"
            return (Self.answers[url], Self.startWatchers.removeValue(forKey: url))
        }
        switch answer {
        case let .http(status, body)?:
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "text/plain"])!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: Data(body.utf8))
            client?.urlProtocolDidFinishLoading(self)
        case let .plain(body)?:
            let response = URLResponse(url: url, mimeType: "text/plain", expectedContentLength: body.utf8.count, textEncodingName: "utf-8")
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: Data(body.utf8))
            client?.urlProtocolDidFinishLoading(self)
        case let .failure(error)?:
            client?.urlProtocol(self, didFailWithError: error)
        case .never?, nil:
            break
        }
        watcher?()
    }

    override func stopLoading() {
        guard let url = request.url else { return }
        let watcher = Self.lock.withLock { Self.stopWatchers.removeValue(forKey: url) }
        watcher?()
    }
}
