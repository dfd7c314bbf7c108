import Foundation
@_exported import FoundationNetworking

/// Answers a snippet's network requests from its note's fixtures, and fails every other request
/// at once with a `URLError` naming the URL: a snippet never reaches the network. Installed by
/// `SitegenHarness.begin()` for `URLSession.shared` (`URLProtocol.registerClass`) and, through
/// the configurations below, for sessions made with `.default` or `.ephemeral`.
final class FixtureProtocol: URLProtocol {
    /// One fixture as sitegen writes it (`FixtureFile` in the snippet runner).
    struct Entry: Decodable {
        var pattern: String
        var method: String?
        var status: Int
        var headers: [[String]]
        var body: String
        var delay: Double
        var errorCode: Int?
        var errorName: String?
        var declared: String
    }

    struct Contents: Decodable {
        var note: String
        var fixtures: [Entry]
    }

    static let variable = "SITEGEN_FIXTURES"

    /// Read once, at the first request.
    static let contents: Contents = {
        guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty,
              let data = FileManager.default.contents(atPath: path),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else {
            return Contents(note: "", fixtures: [])
        }
        return contents
    }()

    static func install() {
        _ = URLProtocol.registerClass(FixtureProtocol.self)
    }

    /// The fixture for a request: one written for exactly its URL first, then the first pattern
    /// (in the order written) that matches; either only if its method (when given) is the request's.
    static func fixture(for url: String, method: String) -> Entry? {
        let candidates = contents.fixtures.filter { $0.method == nil || $0.method == method }
        if let exact = candidates.first(where: { !$0.pattern.contains("*") && $0.pattern == url }) { return exact }
        return candidates.first { $0.pattern.contains("*") && Self.matches(Array(url.utf8)[...], Array($0.pattern.utf8)[...]) }
    }

    /// `*` matches any run of characters, everything else itself.
    static func matches(_ text: ArraySlice<UInt8>, _ pattern: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == UInt8(ascii: "*") {
            let rest = pattern.dropFirst()
            var start = text.startIndex
            while true {
                if matches(text[start...], rest) { return true }
                if start == text.endIndex { return false }
                start += 1
            }
        }
        guard let character = text.first, character == first else { return false }
        return matches(text.dropFirst(), pattern.dropFirst())
    }

    /// What `localizedDescription` says on Apple's platforms for the common codes (Linux's
    /// Foundation only says "The operation could not be completed").
    static let appleDescriptions: [Int: String] = [
        -1009: "The Internet connection appears to be offline.",
        -1001: "The request timed out.",
        -1003: "A server with the specified hostname could not be found.",
        -1004: "Could not connect to the server.",
        -1005: "The network connection was lost.",
        -1000: "unsupported URL",
        -999: "cancelled",
    ]

    private let lock = NSLock()
    private var stopped = false

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canInit(with task: URLSessionTask) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let request = self.request
        guard let url = request.url else {
            client?.urlProtocol(self, didFailWithError: URLError(.badURL))
            return
        }
        let method = request.httpMethod ?? "GET"
        guard let fixture = Self.fixture(for: url.absoluteString, method: method) else {
            let note = Self.contents.note.isEmpty ? "the note's front matter" : "\(Self.contents.note)'s front matter"
            let message = "sitegen: no fixture answers \(method) \(url.absoluteString); snippets never use the network: declare it under 'fixtures:' in \(note)"
            client?.urlProtocol(self, didFailWithError: URLError(.resourceUnavailable, userInfo: [
                NSLocalizedDescriptionKey: message, NSURLErrorFailingURLErrorKey: url, NSURLErrorFailingURLStringErrorKey: url.absoluteString,
            ]))
            return
        }
        let answer = { [weak self] in
            guard let self, !self.lock.withLock({ self.stopped }) else { return }
            self.answer(fixture, url: url)
        }
        if fixture.delay > 0 {
            // The real clock: a fixture's delay is short (at most 2 s, checked by sitegen).
            DispatchQueue.global().asyncAfter(deadline: .now() + fixture.delay, execute: answer)
        } else {
            answer()
        }
    }

    private func answer(_ fixture: Entry, url: URL) {
        if let code = fixture.errorCode {
            var info: [String: Any] = [NSURLErrorFailingURLErrorKey: url, NSURLErrorFailingURLStringErrorKey: url.absoluteString]
            info[NSLocalizedDescriptionKey] = Self.appleDescriptions[code]
            client?.urlProtocol(self, didFailWithError: URLError(URLError.Code(rawValue: code) ?? .unknown, userInfo: info))
            return
        }
        var fields: [String: String] = [:]
        for pair in fixture.headers where pair.count == 2 { fields[pair[0]] = pair[1] }
        guard let response = HTTPURLResponse(url: url, statusCode: fixture.status, httpVersion: "HTTP/1.1", headerFields: fields) else {
            client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
            return
        }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        let data = Data(base64Encoded: fixture.body) ?? Data()
        if !data.isEmpty { client?.urlProtocol(self, didLoad: data) }
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {
        lock.withLock { stopped = true }
    }
}

/// Sessions made with these configurations are answered from fixtures, as `URLSession.shared`
/// is. These shadow FoundationNetworking's own, which works only while this module is the one
/// that brings FoundationNetworking to a snippet: the snippet runner makes a snippet's direct
/// `import FoundationNetworking` a comment, and no other module of the library may re-export it
/// (`@_exported`; a plain `import FoundationNetworking` is fine) — else `.default` is ambiguous.
/// `NetworkFixtureTests` imports every module beside it to keep that so.
extension URLSessionConfiguration {
    public class var `default`: URLSessionConfiguration {
        let configuration = URLSessionConfiguration()
        configuration.protocolClasses = [FixtureProtocol.self]
        return configuration
    }

    public class var ephemeral: URLSessionConfiguration {
        let configuration = URLSessionConfiguration()
        configuration.protocolClasses = [FixtureProtocol.self]
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.urlCredentialStorage = nil
        configuration.urlCache = nil
        return configuration
    }
}
