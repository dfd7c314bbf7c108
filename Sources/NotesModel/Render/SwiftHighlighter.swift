import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Server-side Swift highlighting through swift-syntax's syntax classification: the page ships
/// no highlighting script, and the classes follow the parser, not a regex.
enum SwiftHighlighter {
    /// Returns escaped HTML with `<span class="tok-…">` around classified tokens; tokens that name
    /// a concept or a counterpart (see `SwiftCodeScanner`) become links.
    static func highlight(_ code: String, index: MentionIndex? = nil) -> String {
        guard let tree = SwiftSource.parse(code) else { return HTMLEscape.text(code) }
        var links: [Int: MentionIndex.Entry] = [:]
        if let index {
            for hit in SwiftCodeScanner.scan(tree, index: index) { links[hit.offset] = hit.entry }
        }
        let bytes = Array(code.utf8)
        var html = ""
        html.reserveCapacity(bytes.count * 2)
        var cursor = 0
        for classified in tree.classifications {
            let start = classified.range.lowerBound.utf8Offset, end = classified.range.upperBound.utf8Offset
            guard start >= cursor, end <= bytes.count, start < end else { continue }
            if start > cursor { html += HTMLEscape.text(String(decoding: bytes[cursor..<start], as: UTF8.self)) }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            var token = HTMLEscape.text(text)
            if let name = className(classified.kind, text: text) {
                token = "<span class=\"tok-\(name)\">\(token)</span>"
            }
            if let link = links[start] {
                let kind: String
                if case .concept = link.target { kind = "concept-link" } else { kind = "counterpart-link" }
                token = "<a class=\"code-link \(kind)\" href=\"\(HTMLEscape.href(link.href))\" title=\"\(HTMLEscape.text(link.title))\">\(token)</a>"
            }
            html += token
            cursor = end
        }
        if cursor < bytes.count { html += HTMLEscape.text(String(decoding: bytes[cursor...], as: UTF8.self)) }
        return html
    }

    private static func className(_ kind: SyntaxClassification, text: String) -> String? {
        switch kind {
        case .keyword: "keyword"
        case .stringLiteral, .regexLiteral: "string"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: "comment"
        case .integerLiteral, .floatLiteral: "number"
        case .type: "type"
        case .attribute: "attribute"
        case .ifConfigDirective: "keyword"
        case .operator: "operator"
        case .identifier, .dollarIdentifier:
            // Swift's naming convention: capitalised names are types (`PassthroughSubject`).
            text.first.map { $0.isUppercase } == true ? "type" : nil
        case .argumentLabel, .editorPlaceholder, .none: nil
        }
    }
}
