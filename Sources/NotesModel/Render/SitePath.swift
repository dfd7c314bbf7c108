/// Where under its host a site is published: `/` for `https://host/`, `/course/` for a GitHub
/// Pages project site at `https://owner.github.io/course/`.
///
/// Everything in sitegen makes site-relative URLs (`/a/b/`, `/assets/style.css`); a site with a
/// path gets them prefixed once, in each generated HTML or SVG file, the way Hugo's
/// `canonifyURLs` does: every `href`, `src`, `action`, `poster`, `xlink:href`, `data-root` and
/// `data-full-nav` attribute whose value starts with one `/`. Root-absolute URLs (rather than
/// relative ones) keep `404.html` working at any depth.
public struct SitePath: Sendable, Hashable {
    /// Starts and ends with `/`.
    public let prefix: String

    public init(prefix: String) {
        var path = prefix.hasPrefix("/") ? prefix : "/" + prefix
        if !path.hasSuffix("/") { path += "/" }
        self.prefix = path
    }

    /// The path of an absolute base URL (`https://x.github.io/course` → `/course/`).
    public init(baseURL: String) {
        guard let scheme = baseURL.range(of: "://") else { self.init(prefix: "/"); return }
        let rest = baseURL[scheme.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { self.init(prefix: "/"); return }
        let path = rest[slash...].prefix { $0 != "?" && $0 != "#" }
        self.init(prefix: String(path))
    }

    var isRoot: Bool { prefix == "/" }

    /// A site-relative URL under this path (`/a/` → `/course/a/`).
    public func url(_ siteRelative: String) -> String {
        guard !isRoot, siteRelative.hasPrefix("/"), !siteRelative.hasPrefix("//") else { return siteRelative }
        return prefix + siteRelative.dropFirst()
    }

    /// `html` with every site-relative URL attribute under this path.
    public func rewrite(_ html: String) -> String {
        if isRoot { return html }
        return String(decoding: rewrite(Array(html.utf8)), as: UTF8.self)
    }

    /// `rewrite` of a page's UTF-8 bytes.
    func rewrite(_ bytes: [UInt8]) -> [UInt8] {
        if isRoot { return bytes }
        let extra = Array(prefix.utf8.dropFirst())
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 64)
        var start = 0
        var i = 0
        // Looks for `name="/` or `name='/` where the value does not start with `//`.
        while i + 2 < bytes.count {
            let quote = bytes[i + 1]
            if bytes[i] == UInt8(ascii: "="), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
               bytes[i + 2] == UInt8(ascii: "/"),
               i + 3 >= bytes.count || bytes[i + 3] != UInt8(ascii: "/"),
               Self.isURLAttribute(bytes, endingBefore: i) {
                out += bytes[start..<(i + 3)]
                out += extra
                start = i + 3
                i += 3
                continue
            }
            i += 1
        }
        out += bytes[start...]
        return out
    }

    private static let attributes: [[UInt8]] = ["href", "src", "action", "poster", "xlink:href", "data-root", "data-full-nav"]
        .map { Array($0.utf8) }

    /// Whether the attribute name just before `end` (the `=`) is one that holds a URL.
    private static func isURLAttribute(_ bytes: [UInt8], endingBefore end: Int) -> Bool {
        for name in attributes where end >= name.count + 1 {
            let from = end - name.count
            guard bytes[from..<end].elementsEqual(name) else { continue }
            let before = bytes[from - 1]
            if before == UInt8(ascii: " ") || before == UInt8(ascii: "\n") || before == UInt8(ascii: "\t") {
                return true
            }
        }
        return false
    }
}
