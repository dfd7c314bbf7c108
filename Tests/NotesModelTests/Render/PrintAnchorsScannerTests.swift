import Foundation
import Testing
@testable import NotesModel

/// The print page's sections come from a byte scanner that makes no `String` per attribute value;
/// on every page of the bundled course and on an author's raw HTML it must give what the first,
/// plainer scanner gave (kept here as `Reference`), byte for byte.
@Suite struct PrintAnchorsScannerTests {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    let anchors = PrintAnchors(parts: ["/": "/print/", "/01-combine/": "/print/", "/01-combine/subjects/": "/print/", "/concepts/arc/": "/print/2/", "/노트/한글/": "/print/2/"])

    @Test func everyPageOfTheBundledCourseIsScopedAsBefore() async throws {
        let options = BuildOptions(
            content: Self.checkout.appendingPathComponent("content"), templates: nil,
            defaultTemplates: Self.checkout.appendingPathComponent("templates"),
            output: FileManager.default.temporaryDirectory.appendingPathComponent("unused-\(UUID().uuidString)")
        )
        let build = try await SitePipeline(options: options).build()
        let pages = build.files.filter { $0.path.hasSuffix(".html") || $0.path.hasSuffix(".svg") }
        #expect(pages.count > 50)
        // Every page is a section, in two parts, so links go to both parts.
        let urls = pages.map { "/" + $0.path.replacingOccurrences(of: "index.html", with: "") }
        let anchors = PrintAnchors(parts: Dictionary(urls.enumerated().map { ($1, $0 % 2 == 0 ? "/print/" : "/print/2/") }, uniquingKeysWith: { a, _ in a }))
        var rewritten = 0
        for (file, url) in zip(pages, urls) {
            let html = file.text
            let scoped = anchors.scope(html, url: url)
            #expect(scoped == Reference(anchors: anchors).scope(html, url: url), "\(file.path)")
            if scoped != html { rewritten += 1 }
        }
        #expect(rewritten > 50)
    }

    @Test func rawHTMLOfAnAuthorIsScopedAsBefore() {
        let samples = [
            // Single quotes and no quotes are left; a no-break space before a name is white space.
            "<div id='a' class=x><span\u{A0}id=\"b\">t</span><p\tid=\"c\"\nfor=\"d  e \">",
            // Several spaces in an id list, an empty id, an unclosed value at the end.
            "<label for=\" x  y \" id=\"\">l</label><a aria-describedby=\"p q\" aria-labelledby=\"r\" aria-controls=\"s\" href=\"#t",
            // A fragment joined to a combining mark is not `#…` to `String`; Hangul fragments and paths.
            "<a href=\"#\u{301}x\">a</a><a href=\"#메모리-관리\">b</a><a href=\"/노트/한글/#정리\">c</a><a href=\"/노트/한글/\">d</a>",
            // Queries, protocol-relative and other links; a link to the other part.
            "<a href=\"/01-combine/?q=1#x\">a</a><a href=\"//x/\">b</a><a href=\"/concepts/arc/#weak\">c</a><a href=\"/01-combine/#\">d</a><a href=\"#\">e</a><a href=\"\">f</a>",
            // Text outside tags, `data-id`, `=` at the very end.
            "id=\"x\" <b data-id=\"y\" xlink:href=\"#z\">> href=\"#w\"</b> <i id=\"v\" =",
            // SVG ids, and an SVG left open.
            "<svg aria-labelledby=\"t d\"><title id=\"t\">x</title></svg><p id=\"after\"></p><svg><g id=\"open\">",
            "", "=", "=\"", " id=\"", "<a id=\"x\"",
        ]
        for html in samples {
            for url in ["/", "/01-combine/subjects/", "/노트/한글/", "/nowhere/"] {
                #expect(anchors.scope(html, url: url) == Reference(anchors: anchors).scope(html, url: url), "\(html) at \(url)")
            }
        }
    }

    /// The scanner sitegen had before, word for word but for using `PrintAnchors.rewrite`.
    struct Reference {
        let anchors: PrintAnchors

        func scope(_ html: String, url: String) -> String {
            let text = Array(html.utf8)
            var out: [UInt8] = []
            var copied = 0
            var svg = Self.nextSVG(in: text, from: 0)
            var scanner = Scanner(text: text)
            while let match = scanner.nextAttribute(from: copied) {
                while let range = svg, range.upperBound <= match.valueStart { svg = Self.nextSVG(in: text, from: range.upperBound) }
                let inSVG = svg.map { $0.contains(match.valueStart) } ?? false
                out += text[copied..<match.valueStart]
                out += anchors.rewrite(String(decoding: text[match.valueStart..<match.valueEnd], as: UTF8.self), attribute: match.name, url: url, inSVG: inSVG).utf8
                copied = match.valueEnd
            }
            out += text[copied...]
            return String(decoding: out, as: UTF8.self)
        }

        static func nextSVG(in text: [UInt8], from start: Int) -> Range<Int>? {
            guard let open = ByteSearch.firstOffset(of: Array("<svg".utf8), in: text, from: start) else { return nil }
            let close = ByteSearch.firstOffset(of: Array("</svg>".utf8), in: text, from: open + 4).map { $0 + 6 } ?? text.count
            return open..<close
        }

        static let names: [([UInt8], PrintAnchors.Attribute)] = ([
            ("id=\"", .id), ("href=\"", .href), ("for=\"", .idList),
            ("aria-controls=\"", .idList), ("aria-labelledby=\"", .idList), ("aria-describedby=\"", .idList),
        ] as [(String, PrintAnchors.Attribute)]).map { (Array($0.0.utf8), $0.1) }

        struct Scanner {
            let text: [UInt8]
            var position = 0
            var insideTag = false

            mutating func nextAttribute(from start: Int) -> (name: PrintAnchors.Attribute, valueStart: Int, valueEnd: Int)? {
                var equals = start
                while equals + 1 < text.count {
                    defer { equals += 1 }
                    guard text[equals] == UInt8(ascii: "="), text[equals + 1] == UInt8(ascii: "\"") else { continue }
                    let headEnd = equals + 2
                    for (name, kind) in Reference.names where headEnd - name.count > 0 && text[(headEnd - name.count)..<headEnd].elementsEqual(name) {
                        let nameStart = headEnd - name.count
                        guard Self.isWhitespace(endingAt: nameStart, in: text), isInsideTag(at: nameStart) else { continue }
                        guard let close = text[headEnd...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
                        return (kind, headEnd, close)
                    }
                }
                return nil
            }

            mutating func isInsideTag(at offset: Int) -> Bool {
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

            static func isWhitespace(endingAt offset: Int, in text: [UInt8]) -> Bool {
                var first = offset - 1
                while first > 0, text[first] & 0xC0 == 0x80 { first -= 1 }
                guard first >= 0, let scalar = String(decoding: text[first..<offset], as: UTF8.self).unicodeScalars.first else { return false }
                return scalar.properties.isWhitespace
            }
        }
    }
}
