/// Makes one page's body HTML a section of the print page (`/print/`), where every page of the
/// course shares one document: its element ids must stay unique, and a link to a page that is
/// also in the print page must lead to its section there instead of leaving the document.
///
/// - The section of the page at URL `/a/b/` has the id `/a/b/`; an id `x` inside it becomes
///   `/a/b/x`, so a heading keeps its GitHub-style id (`/a/b/메모리-관리`) after the page's URL.
///   URLs end with `/` and heading, footnote, comparison and diagram ids never contain one, so
///   no two ids of the print page meet, and none meets the template's own ids (no `/` in them).
/// - `href="#x"` becomes `#/a/b/x`; `href="/c/#x"` (and `/c/`) becomes `#/c/x` (`#/c/`) when
///   `/c/` is in the print page; any other URL is kept.
/// - Attributes naming ids (`aria-controls`, `aria-labelledby`, `aria-describedby`, `for`) are
///   scoped like `id`, token by token.
/// - Inside `<svg>` an id must be an XML name (no `/`, not starting with a digit): there `x` on
///   `/a/b/` becomes `p.a.b.x` (`SVGID`), for the id and the attributes naming it alike.
///
/// Works on the HTML sitegen writes (double-quoted attributes); an author's raw HTML with single
/// quotes or none is left as it is.
struct PrintAnchors: Sendable {
    /// URLs of the pages in the print page (`/a/b/`).
    let sections: Set<String>

    /// The print page's id for `id` on the page at `url` (`nil`: the page's own section).
    static func id(_ id: String?, in url: String) -> String {
        url + (id ?? "")
    }

    /// `html`, the body of the page at `url`, with its ids scoped and its links resolved.
    func scope(_ html: String, url: String) -> String {
        var out = ""
        out.reserveCapacity(html.utf8.count + html.utf8.count / 16)
        let text = Substring(html)
        var copied = text.startIndex
        // Where the next SVG drawing starts and ends (`svg` elements do not nest in sitegen's HTML).
        var svg = Self.nextSVG(in: text, from: text.startIndex)
        while let match = Self.nextAttribute(in: text, from: copied) {
            while let range = svg, range.upperBound <= match.valueStart { svg = Self.nextSVG(in: text, from: range.upperBound) }
            let inSVG = svg.map { $0.contains(match.valueStart) } ?? false
            out += text[copied..<match.valueStart]
            out += rewrite(String(text[match.valueStart..<match.valueEnd]), attribute: match.name, url: url, inSVG: inSVG)
            copied = match.valueEnd
        }
        out += text[copied...]
        return out
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
        guard !path.contains("?"), sections.contains(String(path)) else { return href }
        return "#" + Self.id(fragment.flatMap { $0.isEmpty ? nil : String($0) }, in: String(path))
    }

    // MARK: - Scanning

    /// From the next `<svg` to the end of its `</svg>` (or of the text).
    private static func nextSVG(in text: Substring, from start: Substring.Index) -> Range<Substring.Index>? {
        guard let open = text[start...].range(of: "<svg") else { return nil }
        let close = text[open.upperBound...].range(of: "</svg>")?.upperBound ?? text.endIndex
        return open.lowerBound..<close
    }

    enum Attribute {
        case id, idList, href
    }

    private static let names: [(String, Attribute)] = [
        ("id=\"", .id), ("href=\"", .href), ("for=\"", .idList),
        ("aria-controls=\"", .idList), ("aria-labelledby=\"", .idList), ("aria-describedby=\"", .idList),
    ]

    /// The next `name="value"` of an attribute this cares about, preceded by white space (so
    /// `data-id="…"` or text that merely reads `id="` inside a value is not taken).
    private static func nextAttribute(in text: Substring, from start: Substring.Index) -> (name: Attribute, valueStart: Substring.Index, valueEnd: Substring.Index)? {
        var searchFrom = start
        while let equals = text[searchFrom...].firstIndex(of: "=") {
            let next = text.index(after: equals)
            defer { searchFrom = next }
            guard next < text.endIndex, text[next] == "\"" else { continue }
            let head = text[..<text.index(after: next)]
            for (name, kind) in names where head.hasSuffix(name) {
                let nameStart = head.index(head.endIndex, offsetBy: -name.count)
                guard nameStart > text.startIndex, text[text.index(before: nameStart)].isWhitespace else { continue }
                // Only inside a tag: the nearest `<` before is after the nearest `>`.
                let before = text[..<nameStart]
                guard let open = before.lastIndex(of: "<"), before.lastIndex(of: ">").map({ $0 < open }) ?? true else { continue }
                let valueStart = text.index(after: next)
                guard let close = text[valueStart...].firstIndex(of: "\"") else { return nil }
                return (kind, valueStart, close)
            }
        }
        return nil
    }
}
