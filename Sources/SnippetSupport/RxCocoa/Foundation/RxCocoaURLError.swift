import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a request made through `URLSession.rx` failed, when the session itself reported no error.
public enum RxCocoaURLError: Swift.Error {
    /// The session answered with neither an error nor a response.
    case unknown
    /// The response is not an HTTP one (a `file:` or `data:` URL, say).
    case nonHTTPResponse(response: URLResponse)
    /// `data(request:)` and `json(request:)` only: the status code is outside 200..<300. The
    /// body that came with it is kept.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// `json(request:)` only: the body is not JSON.
    case deserializationError(error: Swift.Error)
}

extension RxCocoaURLError: CustomDebugStringConvertible {
    /// A sentence naming the failure (what `print(error)` and `debug` show).
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error has occurred."
        case let .nonHTTPResponse(response):
            return "Response is not NSHTTPURLResponse `\(response)`."
        case let .httpRequestFailed(response, _):
            return "HTTP request failed with `\(response.statusCode)`."
        case let .deserializationError(error):
            return "Error during deserialization of the response: \(error)"
        }
    }
}
