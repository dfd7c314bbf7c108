/// One canned network answer a note's snippets get instead of the network: which requests it
/// answers (a URL, or a pattern with `*`) and what they receive (a body, a status, headers,
/// after a delay, or a `URLError`). Declared in the note's front matter (`fixtures:`) or in a
/// YAML file it names; bodies come from files beside the note.
public struct Fixture: Sendable, Hashable {
    /// What the requests receive.
    public enum Answer: Sendable, Hashable {
        /// A response: the body comes from a file (`file:`, relative to where it was declared) or
        /// from the text written in place (`body:`); `data` is filled when the file is read.
        case response(Body)
        /// The request fails with this `URLError` code (`error: notConnectedToInternet`).
        case failure(URLErrorName)
    }

    public enum Body: Sendable, Hashable {
        case file(String)
        case text(String)
        case none
    }

    /// The URL as written, `*` matching any run of characters (`https://api.example.com/users/*`).
    public var pattern: String
    /// Only requests with this method (`GET`, `POST`…); any method when nil.
    public var method: String?
    public var answer: Answer
    public var status: Int = 200
    /// Header fields in the order written; `Content-Type` comes from a body file's extension when
    /// not written, `Content-Length` from the body.
    public var headers: [Header] = []
    /// Seconds before the answer, on the real clock (at most `Fixture.longestDelay`).
    public var delay: Double = 0
    /// The body's bytes, once read (`FixtureLoader`).
    public var data: [UInt8] = []
    /// Where the URL is written (the note's front matter or the fixtures file).
    public var location: SourceLocation

    public struct Header: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A fixture's delay stays short: a snippet waits on the real clock.
    public static let longestDelay = 2.0

    public init(pattern: String, method: String? = nil, answer: Answer, location: SourceLocation) {
        self.pattern = pattern
        self.method = method
        self.answer = answer
        self.location = location
    }

    var isPattern: Bool { pattern.contains("*") }
}

/// The `URLError` codes a fixture may fail with, by their names in `URLError.Code`.
public enum URLErrorName: String, Sendable, Hashable, CaseIterable {
    case notConnectedToInternet, timedOut, cannotFindHost, cannotConnectToHost, networkConnectionLost
    case badServerResponse, badURL, cancelled, dnsLookupFailed, resourceUnavailable, secureConnectionFailed
    case userAuthenticationRequired, dataNotAllowed, internationalRoamingOff, cannotParseResponse

    /// `URLError.Code`'s raw value (the same on every platform).
    public var code: Int {
        switch self {
        case .notConnectedToInternet: -1009
        case .timedOut: -1001
        case .cannotFindHost: -1003
        case .cannotConnectToHost: -1004
        case .networkConnectionLost: -1005
        case .badServerResponse: -1011
        case .badURL: -1000
        case .cancelled: -999
        case .dnsLookupFailed: -1006
        case .resourceUnavailable: -1008
        case .secureConnectionFailed: -1200
        case .userAuthenticationRequired: -1013
        case .dataNotAllowed: -1020
        case .internationalRoamingOff: -1018
        case .cannotParseResponse: -1017
        }
    }
}

/// What a note's front matter says about fixtures: the fixtures themselves, or the YAML file
/// that holds them (`fixtures: fixtures/search.yaml`).
public enum FixtureDeclaration: Sendable, Hashable {
    case inline([Fixture])
    case file(String, SourceLocation)
}
