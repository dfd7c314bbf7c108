import Foundation
import Hummingbird

/// Answers every request of `sitegen serve`: the site's files from memory (GET and HEAD), the
/// live-reload script and event stream under `/__sitegen/`, redirects from `/dir` to `/dir/`,
/// and the theme's 404 page.
struct SiteResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let store: SiteStore
    let hub: LiveReloadHub

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Self.text(.methodNotAllowed, "method not allowed\n", extra: [.allow: "GET, HEAD"])
        }
        let path = RequestPath(request.uri.path)
        // A file drawn after the reload (the print page) is answered once it is fresh.
        if case .file(let key, _) = path { await store.fresh(key) }
        let response = route(request, path)
        return request.method == .head ? response.createHeadResponse() : response
    }

    private func route(_ request: Request, _ path: RequestPath) -> Response {
        let raw = request.uri.path
        switch raw {
        case LiveReloadHub.eventsPath:
            return hub.response(for: request, store: store)
        case LiveReloadScript.path:
            var headers = HTTPFields()
            headers[.contentType] = ContentTypes.of(LiveReloadScript.path)
            headers[.cacheControl] = "no-cache"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: LiveReloadScript.buffer))
        default:
            break
        }
        guard case .file(let key, let folder) = path else {
            return Self.text(.badRequest, "bad request\n")
        }
        guard let snapshot = store.current, !snapshot.files.isEmpty else {
            return Self.placeholder()
        }
        if let file = snapshot.files[key] {
            return Self.serve(file, request: request)
        }
        if !folder, snapshot.files[key + "/index.html"] != nil {
            var location = raw + "/"
            if let query = request.uri.query { location += "?" + query }
            return Self.text(.movedPermanently, "moved to \(location)\n", extra: [.location: location])
        }
        guard let notFound = snapshot.files["404.html"] else {
            return Self.text(.notFound, "not found\n")
        }
        var headers = HTTPFields()
        headers[.contentType] = notFound.contentType
        headers[.cacheControl] = "no-cache"
        return Response(status: .notFound, headers: headers, body: ResponseBody(byteBuffer: notFound.body))
    }

    static func serve(_ file: ServedFile, request: Request) -> Response {
        var headers = HTTPFields()
        headers[.eTag] = file.etag
        headers[.lastModified] = file.lastModified
        // Always ask again (a 304 is cheap): a page must never come from a stale cache.
        headers[.cacheControl] = "no-cache"
        if ConditionalRequest.isNotModified(request.headers, file: file) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = file.contentType
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: file.body))
    }

    static func text(_ status: HTTPResponse.Status, _ text: String, extra: HTTPFields = [:]) -> Response {
        var headers = extra
        headers[.contentType] = "text/plain; charset=utf-8"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// Before the first build has succeeded there is no site: every page is this one, which
    /// shows the build's errors through the live-reload script and reloads once they are fixed.
    static func placeholder() -> Response {
        let page = """
        <!doctype html>
        <html lang="ko"><head><meta charset="utf-8"><title>빌드 오류 · sitegen</title></head>
        <body><p>사이트를 아직 만들지 못했습니다. 오류를 고쳐 저장하면 이 쪽이 저절로 다시 열립니다.</p>
        </body></html>
        """
        let bytes = LiveReloadScript.inject(into: Array(page.utf8), file: "", version: "")
        var headers = HTTPFields()
        headers[.contentType] = ContentTypes.html
        headers[.cacheControl] = "no-store"
        return Response(status: .serviceUnavailable, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
