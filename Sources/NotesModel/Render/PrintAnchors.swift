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

    /// `html`, the body of the page at `url`, with its ids scoped and its links resolved.
    func scope(_ html: String, url: String) -> String {
        String(decoding: scopedBytes(html, url: url), as: UTF8.self)
    }

    /// `scope` as UTF-8, which the print page is made of. Scans the bytes once, front to back,
    /// and makes no `String` for a value unless the value needs one (every page of the course
    /// passes through here; it was a twentieth of a build's CPU).
    func scopedBytes(_ html: String, url: String) -> [UInt8] {
        var html = html
        return html.withUTF8 { scopedBytes($0, url: url) }
    }

    private func scopedBytes(_ text: UnsafeBufferPointer<UInt8>, url: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.count + text.count / 16)
        let values = ValueWriter(anchors: self, url: url)
        var copied = 0
        // Where the next SVG drawing starts and ends (`svg` elements do not nest in sitegen's HTML).
        var svg = Self.nextSVG(in: text, from: 0)
        var scanner = Scanner(text: text)
        while let match = scanner.nextAttribute(from: copied) {
            while let range = svg, range.upperBound <= match.valueStart { svg = Self.nextSVG(in: text, from: range.upperBound) }
            let inSVG = svg.map { $0.contains(match.valueStart) } ?? false
            out.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<match.valueStart]))
            values.append(UnsafeBufferPointer(rebasing: text[match.valueStart..<match.valueEnd]), attribute: match.name, inSVG: inSVG, to: &out)
            copied = match.valueEnd
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...]))
        return out
    }

    /// An id inside an SVG drawing of the page at `url`, as an XML name.
    static func svgID(_ id: String, in url: String) -> String {
        "p" + url.replacingOccurrences(of: "/", with: ".") + id
    }

    /// `value` of an attribute of the page at `url` as the print page has it: the rules of this
    /// type's comment, as `String` operations (what `ValueWriter` does in bytes where it can).
    func rewrite(_ value: String, attribute: Attribute, url: String, inSVG: Bool) -> String {
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

    /// From the next `<svg` to the end of its `</svg>` (or of the text), as byte offsets.
    private static func nextSVG(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        guard let open = ByteSearch.firstOffset(of: Self.svgOpen, in: text, from: start) else { return nil }
        let close = ByteSearch.firstOffset(of: Self.svgClose, in: text, from: open + Self.svgOpen.count).map { $0 + Self.svgClose.count } ?? text.count
        return open..<close
    }

    private static let svgOpen = Array("<svg".utf8), svgClose = Array("</svg>".utf8)

    enum Attribute {
        case id, idList, href
    }
}
