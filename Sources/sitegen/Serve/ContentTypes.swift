/// The `Content-Type` of a served file, by its extension.
enum ContentTypes {
    static let html = "text/html; charset=utf-8"

    static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }

    static let byExtension: [String: String] = [
        "html": html, "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "json": "application/json", "map": "application/json",
        "xml": "application/xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "avif": "image/avif", "ico": "image/x-icon",
        "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
        "pdf": "application/pdf", "wasm": "application/wasm",
        "mp4": "video/mp4", "webm": "video/webm", "mp3": "audio/mpeg",
    ]
}
