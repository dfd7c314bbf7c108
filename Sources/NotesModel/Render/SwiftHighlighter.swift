import SwiftSyntax

/// Server-side Swift highlighting of swift-syntax's tree, classified as SwiftIDEUtils classifies
/// it (see `SwiftClassifier`): the page ships no highlighting script, and the classes follow the
/// parser, not a regex.
enum SwiftHighlighter {
    /// What one parse of a Swift block gives both stages that need it: the concept linker
    /// (resolve) records `hits` as mentions and keeps `html` on the block for the page (render).
    /// Parsing is the costly part of both, and a tree is far larger than its HTML, so only the
    /// HTML outlives the call.
    struct Result {
        var html: String
        var hits: [SwiftCodeScanner.Hit]
    }

    /// `code` parsed once, then one walk of its tokens classifies them and, when there is an
    /// `index`, finds the mentions among them.
    static func analyse(_ code: String, index: MentionIndex?) -> Result {
        guard let tree = SwiftSource.parse(code) else { return Result(html: HTMLEscape.text(code), hits: []) }
        let bytes = Array(code.utf8)
        // A tree with errors is classified by SwiftIDEUtils (see `SwiftClassifier`).
        var classifier = tree.hasError ? nil : SwiftClassifier(bytes: bytes)
        var scanner = index.flatMap { SwiftCodeScanner(code: code, index: $0) }
        if classifier != nil || scanner != nil {
            SwiftToken.forEach(in: tree) { token in
                classifier?.add(token)
                scanner?.add(token)
            }
        }
        let hits = scanner?.hits ?? []
        let ranges = classifier?.ranges ?? SwiftClassifier.reference(tree)
        return Result(html: html(bytes, ranges: ranges, links: hits), hits: hits)
    }

    /// What a block's parse gives that does not depend on the course (`HighlightCache` keeps it
    /// between builds): its classified stretches and the tokens that may be mentions.
    struct Tokens: Equatable, Sendable {
        var ranges: [SwiftClassifiedRange]
        var candidates: [SwiftCodeScanner.Candidate]
    }

    /// `code` parsed and walked once for its `Tokens`; a block too deep to parse has none (its
    /// HTML is then the escaped text, as `analyse` gives it).
    static func tokens(_ code: String) -> Tokens {
        guard let tree = SwiftSource.parse(code) else { return Tokens(ranges: [], candidates: []) }
        let bytes = Array(code.utf8)
        var classifier = tree.hasError ? nil : SwiftClassifier(bytes: bytes)
        var lines = SwiftCodeScanner.LineCounter(code)
        var candidates: [SwiftCodeScanner.Candidate] = []
        SwiftToken.forEach(in: tree) { token in
            classifier?.add(token)
            if let candidate = SwiftCodeScanner.candidate(token, lines: &lines) { candidates.append(candidate) }
        }
        return Tokens(ranges: classifier?.ranges ?? SwiftClassifier.reference(tree), candidates: candidates)
    }

    /// What `analyse(code, index:)` gives, from the block's `tokens` (no parse).
    static func analyse(_ code: String, tokens: Tokens, index: MentionIndex) -> Result {
        let bytes = Array(code.utf8)
        var hits: [SwiftCodeScanner.Hit] = []
        if !index.isEmpty {
            for candidate in tokens.candidates {
                guard candidate.offset >= 0, candidate.length >= 0, candidate.offset + candidate.length <= bytes.count else { continue }
                let text = String(decoding: bytes[candidate.offset..<candidate.offset + candidate.length], as: UTF8.self)
                if let hit = SwiftCodeScanner.hit(candidate, text: text, index: index) { hits.append(hit) }
            }
        }
        return Result(html: html(bytes, ranges: tokens.ranges, links: hits), hits: hits)
    }

    /// Returns escaped HTML with `<span class="tok-…">` around classified tokens; tokens that name
    /// a concept or a counterpart (see `SwiftCodeScanner`) become links.
    static func highlight(_ code: String, index: MentionIndex? = nil) -> String {
        analyse(code, index: index).html
    }

    /// Written as bytes: a page holds thousands of tokens, and a `String` made, escaped and
    /// interpolated per token cost more than the rest of the writing. The tokens' ranges fall on
    /// character boundaries, so escaping byte by byte escapes what `HTMLEscape.text` does.
    static func html(_ bytes: [UInt8], ranges: [SwiftClassifiedRange], links: [SwiftCodeScanner.Hit]) -> String {
        var html: [UInt8] = []
        html.reserveCapacity(bytes.count * 5)
        var cursor = 0
        // Hits and classifications both come in source order.
        var link = 0
        for classified in ranges {
            let start = classified.start, end = classified.end
            guard start >= cursor, end <= bytes.count, start < end else { continue }
            if start > cursor { escape(bytes[cursor..<start], into: &html) }
            while link < links.count, links[link].offset < start { link += 1 }
            let entry = link < links.count && links[link].offset == start ? links[link].entry : nil
            if let entry {
                let kind: String
                if case .concept = entry.target { kind = "concept-link" } else { kind = "counterpart-link" }
                html += "<a class=\"code-link \(kind)\" href=\"\(HTMLEscape.href(entry.href))\" title=\"\(HTMLEscape.text(entry.title))\">".utf8
            }
            let name = className(classified.kind, token: bytes[start..<end])
            if let name { html += "<span class=\"tok-\(name)\">".utf8 }
            escape(bytes[start..<end], into: &html)
            if name != nil { html += "</span>".utf8 }
            if entry != nil { html += "</a>".utf8 }
            cursor = end
        }
        if cursor < bytes.count { escape(bytes[cursor...], into: &html) }
        return String(decoding: html, as: UTF8.self)
    }

    /// `HTMLEscape.text`, on bytes.
    private static func escape(_ text: ArraySlice<UInt8>, into html: inout [UInt8]) {
        text.withUnsafeBufferPointer { HTMLEscape.append(escaping: $0, to: &html) }
    }

    private static func className(_ kind: SwiftCodeKind, token: ArraySlice<UInt8>) -> String? {
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
            startsUppercase(token) ? "type" : nil
        case .argumentLabel, .editorPlaceholder, .none: nil
        }
    }

    /// Whether the token's first character is uppercase; ASCII without making a `String`.
    private static func startsUppercase(_ token: ArraySlice<UInt8>) -> Bool {
        guard let first = token.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return String(decoding: token, as: UTF8.self).first?.isUppercase == true
    }
}
