import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxSwift

// Requests as cold observables: nothing is sent until a subscription, each subscription sends
// its own request, and disposing before the answer cancels it. Answers arrive on the session's
// delegate queue, not on the main scheduler (RxCocoa says so too): observe on `MainScheduler`, or
// make a `Driver`, before touching the UI.

extension Reactive where Base: URLSession {
    /// The HTTP response and its body, whatever the status code, then completion. A session
    /// error is passed on as it is; a response that is not HTTP is
    /// `RxCocoaURLError.nonHTTPResponse`.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let log = RequestLog(request, session: session)
            let task = session.dataTask(with: request) { data, response, error in
                log?.finished(response, error)
                if let error {
                    observer.on(.error(error))
                } else if let response, !(response is HTTPURLResponse) {
                    observer.on(.error(RxCocoaURLError.nonHTTPResponse(response: response)))
                } else if let http = response as? HTTPURLResponse, let data {
                    observer.on(.next((response: http, data: data)))
                    observer.on(.completed)
                } else {
                    observer.on(.error(RxCocoaURLError.unknown))
                }
            }
            task.resume()
            return Disposables.create {
                if task.state == .running { task.cancel() }
            }
        }
    }

    /// The body of a response whose status code is in 200..<300; any other status is
    /// `RxCocoaURLError.httpRequestFailed` carrying the response and its body.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { answer in
            guard (200..<300).contains(answer.response.statusCode) else {
                throw RxCocoaURLError.httpRequestFailed(response: answer.response, data: answer.data)
            }
            return answer.data
        }
    }

    /// The body of a successful response read by `JSONSerialization`; a body that is not JSON
    /// is `RxCocoaURLError.deserializationError`.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { body in try readJSON(body, options: options) }
    }

    /// `json(request:)` for a GET of `url`.
    public func json(url: Foundation.URL) -> Observable<Any> {
        let get = URLRequest(url: url)
        return json(request: get, options: [])
    }
}

/// `body` read as JSON, or the reason it is not.
private func readJSON(_ body: Data, options: JSONSerialization.ReadingOptions) throws -> Any {
    let reading = Result { try JSONSerialization.jsonObject(with: body, options: options) }
    return try reading.mapError { RxCocoaURLError.deserializationError(error: $0) }.get()
}

/// Prints a request as a `curl` command line and then how it ended, when `Logging.URLRequests`
/// asks for it.
private struct RequestLog {
    private let started = Date()

    init?(_ request: URLRequest, session: URLSession) {
        guard Logging.URLRequests(request) else { return nil }
        print(Self.curl(request))
    }

    func finished(_ response: URLResponse?, _ error: Error?) {
        let seconds = String(format: "%.4f", Date().timeIntervalSince(started))
        if let error {
            print("Failure (\(seconds)s): \(error)")
        } else if let http = response as? HTTPURLResponse {
            let outcome = (200..<300).contains(http.statusCode) ? "Success" : "Failure"
            print("\(outcome) (\(seconds)s): Status \(http.statusCode)")
        } else {
            print("Failure (\(seconds)s): no HTTP response")
        }
    }

    private static func curl(_ request: URLRequest) -> String {
        var parts = ["curl", "-X", request.httpMethod ?? "GET"]
        for (field, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            parts.append("-H \"\(field): \(value)\"")
        }
        if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
            parts.append("-d \"\(text)\"")
        }
        parts.append("\"\(request.url?.absoluteString ?? "")\"")
        parts.append("-i -v")
        return parts.joined(separator: " ")
    }
}
