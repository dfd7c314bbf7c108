/// Makes one page's body HTML a section of the print page (`/print/`), where every page of the
/// course shares one document: its element ids must stay unique, and a link to a page that is
/// also in the print page must lead to its section there instead of leaving the document.
///
/// - The section of the page at URL `/a/b/` has the id `/a/b/`; an id `x` inside it becomes
///   `/a/b/x`, so a heading keeps its GitHub-style id (`/a/b/메모리-관리`) after the page's URL.
///   URLs end with `/` and heading, footnote, comparison and diagram ids never contain one, so
///   no two ids of the print page meet, and none meets the template's own ids (no `/` in them).
/// - `href="#x"` becomes `#/a/b/x`; `href="/c/#x"` (and `/c/`) becomes `#/c/x` (`#/c/`) when
///   `/c/` is in the same part of the print page (`PrintBook`), `/print/2/#/c/x` when it is
///   in another; any other URL is kept.
/// - Attributes naming ids (`aria-controls`, `aria-labelledby`, `aria-describedby`, `for`) are
///   scoped like `id`, token by token.
/// - Inside `<svg>` an id must be an XML name (no `/`, not starting with a digit): there `x` on
///   `/a/b/` becomes `p.a.b.x` (`SVGID`), for the id and the attributes naming it alike.
///
/// Works on the HTML sitegen writes (double-quoted attributes); an author's raw HTML with single
/// quotes or none is left as it is.
struct PrintAnchors: Sendable {
    /// The part of the print page (`/print/`, `/print/2/`) holding each page's section, by the
    /// page's URL (`/a/b/`).
    let parts: [String: String]

    init(parts: [String: String]) {
        self.parts = parts
    }

    /// Every section in one print page.
    init(sections: Set<String>) {
        self.init(parts: Dictionary(uniqueKeysWithValues: sections.map { ($0, SiteRenderer.printURL) }))
    }

    /// The print page's id for `id` on the page at `url` (`nil`: the page's own section).
    static func id(_ id: String?, in url: String) -> String {
        url + (id ?? "")
    }

    /// `html`, the body of the page at `url`, with its ids scoped and its links resolved. Scans
    /// the UTF-8 bytes once, front to back: every page of the course passes through here.
    func scope(_ html: String, url: String) -> String {
        let text = Array(html.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.count + text.count / 16)
        var copied = 0
        // Where the next SVG drawing starts and ends (`svg` elements do not nest in sitegen's HTML).
        var svg = Self.nextSVG(in: text, from: 0)
        var scanner = Self.Scanner(text: text)
        while let match = scanner.nextAttribute(from: copied) {
            while let range = svg, range.upperBound <= match.valueStart { svg = Self.nextSVG(in: text, from: range.upperBound) }
            let inSVG = svg.map { $0.contains(match.valueStart) } ?? false
            out += text[copied..<match.valueStart]
            out += rewrite(String(decoding: text[match.valueStart..<match.valueEnd], as: UTF8.self), attribute: match.name, url: url, inSVG: inSVG).utf8
            copied = match.valueEnd
        }
        out += text[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// An id inside an SVG drawing of the page at `url`, as an XML name.
    static func svgID(_ id: String, in url: String) -> String {
        "p" + url.replacingOccurrences(of: "/", with: ".") + id
    }

    private func rewrite(_ value: String, attribute: Attribute, url: String, inSVG: Bool) -> String {
        let scoped: (String) -> String = { inSVG ? Self.svgID($0, in: url) : Self.id($0, in: url) }
        switch attribute {
        case .id:
            return value.isEmpty ? value : scoped(value)
        case .idList:
            return value.split(separator: " ", omittingEmptySubsequences: true).map { scoped(String($0)) }.joined(separator: " ")
        case .href:
            return link(value, from: url)
        }
    }

    /// A link's target in the print page (`#…`), or the link unchanged.
    func link(_ href: String, from url: String) -> String {
        if href.hasPrefix("#") {
            let fragment = String(href.dropFirst())
            return "#" + Self.id(fragment.isEmpty ? nil : fragment, in: url)
        }
        guard href.hasPrefix("/"), !href.hasPrefix("//") else { return href }
        let path: Substring
        let fragment: Substring?
        if let hash = href.firstIndex(of: "#") {
            path = href[..<hash]
            fragment = href[href.index(after: hash)...]
        } else {
            path = Substring(href)
            fragment = nil
        }
        // A query means something other than the page itself.
        guard !path.contains("?"), let part = parts[String(path)] else { return href }
        let target = "#" + Self.id(fragment.flatMap { $0.isEmpty ? nil : String($0) }, in: String(path))
        return part == parts[url] ? target : part + target
    }

    // MARK: - Scanning

    /// From the next `<svg` to the end of its `</svg>` (or of the text), as byte offsets.
    private static func nextSVG(in text: [UInt8], from start: Int) -> Range<Int>? {
        guard let open = ByteSearch.firstOffset(of: Self.svgOpen, in: text, from: start) else { return nil }
        let close = ByteSearch.firstOffset(of: Self.svgClose, in: text, from: open + Self.svgOpen.count).map { $0 + Self.svgClose.count } ?? text.count
        return open..<close
    }

    private static let svgOpen = Array("<svg".utf8), svgClose = Array("</svg>".utf8)

    enum Attribute {
        case id, idList, href
    }

    private static let names: [([UInt8], Attribute)] = ([
        ("id=\"", .id), ("href=\"", .href), ("for=\"", .idList),
        ("aria-controls=\"", .idList), ("aria-labelledby=\"", .idList), ("aria-describedby=\"", .idList),
    ] as [(String, Attribute)]).map { (Array($0.0.utf8), $0.1) }

    /// Finds attributes front to back, knowing at each byte whether it is inside a tag.
    struct Scanner {
        let text: [UInt8]
        /// How far `insideTag` has been followed.
        private var position = 0
        /// Whether the last `<` or `>` before `position` was a `<`.
        private var insideTag = false

        init(text: [UInt8]) { self.text = text }

        /// The next `name="value"` of an attribute this cares about at or after `start`,
        /// preceded by white space (so `data-id="…"` or text that merely reads `id="` inside a
        /// value is not taken) and inside a tag (the nearest `<` before it is after the nearest
        /// `>`). Offsets only grow from one call to the next.
        mutating func nextAttribute(from start: Int) -> (name: Attribute, valueStart: Int, valueEnd: Int)? {
            var equals = start
            while equals + 1 < text.count {
                defer { equals += 1 }
                guard text[equals] == UInt8(ascii: "="), text[equals + 1] == UInt8(ascii: "\"") else { continue }
                let headEnd = equals + 2
                for (name, kind) in PrintAnchors.names where headEnd - name.count > 0 && text[(headEnd - name.count)..<headEnd].elementsEqual(name) {
                    let nameStart = headEnd - name.count
                    guard Self.isWhitespace(endingAt: nameStart, in: text), isInsideTag(at: nameStart) else { continue }
                    guard let close = text[headEnd...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
                    return (kind, headEnd, close)
                }
            }
            return nil
        }

        /// Whether the last `<` or `>` before `offset` is a `<`.
        private mutating func isInsideTag(at offset: Int) -> Bool {
            while position < offset {
                switch text[position] {
                case UInt8(ascii: "<"): insideTag = true
                case UInt8(ascii: ">"): insideTag = false
                default: break
                }
                position += 1
            }
            return insideTag
        }

        /// Whether the character before `offset` is white space (`Character.isWhitespace`).
        private static func isWhitespace(endingAt offset: Int, in text: [UInt8]) -> Bool {
            var first = offset - 1
            // Back to the first byte of the scalar (continuation bytes are 10xxxxxx).
            while first > 0, text[first] & 0xC0 == 0x80 { first -= 1 }
            guard first >= 0, let scalar = String(decoding: text[first..<offset], as: UTF8.self).unicodeScalars.first else { return false }
            return scalar.properties.isWhitespace
        }
    }
}
