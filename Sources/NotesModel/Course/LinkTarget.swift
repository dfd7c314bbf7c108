import Foundation

/// A link destination taken apart: external, same-page anchor, or a path inside the site.
public struct LinkTarget: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Has a scheme (`https:`, `mailto:`) or is protocol-relative: never checked or fetched.
        case external
        /// `#anchor` on the same page.
        case anchor
        /// `/abs/path/` inside the site.
        case absolute
        /// `../other.md`, `cycle.svg`: relative to the note's source file.
        case relative
    }

    public var kind: Kind
    /// The path part, percent-decoded (empty for `.anchor` and `.external`).
    public var path: String
    /// The fragment, percent-decoded, without `#`; `nil` when there is none.
    public var fragment: String?
    /// The query part as written, including `?`; kept on rewritten URLs.
    public var query: String

    public init(_ destination: String) {
        // Letters are letters in either case: no lowercased copy of every destination.
        let hasScheme = destination.firstIndex(of: ":").map { end in
            let scheme = destination[..<end]
            return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) } && scheme.first!.isLetter
        } ?? false
        if hasScheme || destination.hasPrefix("//") || destination.isEmpty {
            self.init(kind: .external, path: "", fragment: nil, query: "")
            return
        }
        var rest = Substring(destination)
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            let raw = String(rest[rest.index(after: hash)...])
            fragment = Self.percentDecoded(raw)
            rest = rest[..<hash]
        }
        var query = ""
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[mark...])
            rest = rest[..<mark]
        }
        let path = Self.percentDecoded(String(rest))
        let kind: Kind = path.isEmpty ? .anchor : (path.hasPrefix("/") ? .absolute : .relative)
        self.init(kind: kind, path: path, fragment: fragment, query: query)
    }

    /// `%`-escapes decoded; as written when there are none (most links: Foundation's decoding
    /// was two thirds of link checking) or when they do not decode to UTF-8.
    static func percentDecoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }

    init(kind: Kind, path: String, fragment: String?, query: String) {
        self.kind = kind
        self.path = path
        self.fragment = fragment
        self.query = query
    }

    /// For a lone note: `other.md#x` → `../other/#x`, `index.md` → `../`; others unchanged.
    static func relativePrettyURL(_ destination: String) -> String {
        let target = LinkTarget(destination)
        guard target.kind == .relative, target.path.hasSuffix(".md") else { return destination }
        let url = PageURL.forNote(relativePath: target.path, slug: nil)
        return ".." + url + target.query + (target.fragment.map { "#\($0)" } ?? "")
    }
}
