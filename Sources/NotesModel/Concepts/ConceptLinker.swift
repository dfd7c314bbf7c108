/// Walks a note once for concepts and counterparts: links the first prose mention of each
/// concept in each section (never inside headings, links or code), resolves `[[id]]` and
/// `[[id|text]]` wiki links, and records every mention — prose, inline code and Swift code — for
/// the backlinks on concept and comparison pages.
struct ConceptLinker: MarkdownRewriter {
    let index: MentionIndex
    let note: Note
    /// The concept this note defines, never linked to itself.
    let ownConcept: String?
    /// The last build's parsed Swift blocks, for a build that keeps them (`HighlightCache`).
    var highlights: HighlightCache?

    private(set) var mentions: [Mention] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var section: Heading? {
        didSet { place = Mention.Place(note: note.relativePath, sectionID: section?.id, sectionTitle: section?.text) }
    }
    /// The note and section of the mentions recorded now, one box for all of them.
    private var place: Mention.Place
    /// Marks by target number (`MentionIndex.Entry.number`): a target is linked, or has its
    /// excerpt, in this section when its mark is the section's (`sectionMark`, one more at each
    /// heading). A concept page shows one excerpt per note section (the first mention's), so
    /// later mentions there keep none and cost nothing.
    private var linkedMarks: [Int]
    private var excerptedMarks: [Int]
    private var sectionMark = 1
    /// Sections of this note with an excerpt, by target number.
    private var excerptedSections: [Int]

    init(index: MentionIndex, note: Note, ownConcept: String?, highlights: HighlightCache? = nil) {
        self.index = index
        self.note = note
        self.ownConcept = ownConcept
        self.highlights = highlights
        place = Mention.Place(note: note.relativePath, sectionID: nil, sectionTitle: nil)
        linkedMarks = Array(repeating: 0, count: index.targetCount)
        excerptedMarks = linkedMarks
        excerptedSections = linkedMarks
    }

    /// Marks `entry`'s target linked in this section; false if it was already.
    private mutating func markLinked(_ entry: MentionIndex.Entry) -> Bool {
        guard linkedMarks[entry.number] != sectionMark else { return false }
        linkedMarks[entry.number] = sectionMark
        return true
    }

    mutating func link() -> MarkdownDocument {
        rewrite(note.document)
    }

    mutating func visit(_ block: Block, siblings: [Block], position: Int) -> Block {
        var block = block
        switch block.kind {
        case .heading(_, _, let id):
            section = note.headings.first { $0.id == id }
            sectionMark += 1
        case .paragraph(let content):
            block.kind = .paragraph(visit(content, line: block.line, context: Context { Self.readable(content.plainText) }))
        case .table(var table):
            table.header = table.header.map { cell in visit(cell, line: block.line, context: Context { Self.readable(cell.plainText) }) }
            table.rows = table.rows.map { row in
                let context = Context { Self.readable(row.map(\.plainText).joined(separator: " · ")) }
                return row.map { visit($0, line: block.line, context: context) }
            }
            block.kind = .table(table)
        case .codeBlock(var code):
            if code.snippet.language == "swift" {
                code.highlightedHTML = scanCode(CodeBlock.displayed(code.literal), line: block.line)
                block.kind = .codeBlock(code)
            }
        case .blockQuote, .alert, .list, .footnoteDefinition:
            return visitChildren(of: block)
        case .thematicBreak, .html:
            break
        }
        return block
    }

    private mutating func visit(_ inlines: [Inline], line: Int, context: Context) -> [Inline] {
        var result: [Inline] = []
        for inline in inlines {
            switch inline {
            case .text(let text):
                result += linkText(text, line: line, context: context)
            case .code(let code):
                result.append(linkCode(code, line: line, context: context))
            case .emphasis(let content):
                result.append(.emphasis(visit(content, line: line, context: context)))
            case .strong(let content):
                result.append(.strong(visit(content, line: line, context: context)))
            case .strikethrough(let content):
                result.append(.strikethrough(visit(content, line: line, context: context)))
            default:
                result.append(inline)
            }
        }
        return result
    }

    /// Wiki links first, then names in the remaining text.
    private mutating func linkText(_ text: String, line: Int, context: Context) -> [Inline] {
        guard text.includes("[[") else { return linkNames(text, line: line, context: context) }
        var result: [Inline] = []
        var rest = Substring(text)
        while let match = rest.firstMatch(of: #/\[\[([^\[\]|]+)(?:\|([^\[\]]+))?\]\]/#) {
            result += linkNames(String(rest[..<match.range.lowerBound]), line: line, context: context)
            let id = match.output.1.trimmingWhitespace
            if let entry = index.conceptsByID[id] {
                let label = match.output.2.map { String($0).trimmingWhitespace } ?? entry.title
                result.append(.conceptLink(href: entry.href, title: entry.title, content: [.text(label)]))
                record(entry, line: line, context: context, inCode: false, around: label)
                _ = markLinked(entry)
            } else {
                let known = index.conceptsByID.keys.sorted().joined(separator: ", ")
                let hint = known.isEmpty ? "there are no concept notes in content/concepts/" : "known: \(known)"
                diagnostics.append(.error(SourceLocation(file: note.displayPath, line: line), "unknown concept '\(id)' in [[\(match.output.1)]] (\(hint))"))
                result.append(.text(String(match.output.0)))
            }
            rest = rest[match.range.upperBound...]
        }
        result += linkNames(String(rest), line: line, context: context)
        return result
    }

    private mutating func linkNames(_ text: String, line: Int, context: Context) -> [Inline] {
        guard !text.isEmpty else { return [] }
        let matches = ProseMatcher.matches(in: text, index: index)
        guard !matches.isEmpty else { return [.text(text)] }
        var result: [Inline] = []
        var cursor = text.startIndex
        for match in matches {
            if case .concept(let id) = match.entry.target, id == ownConcept { continue }
            record(match.entry, line: line, context: context, inCode: false, around: String(text[match.range]))
            guard case .concept = match.entry.target, markLinked(match.entry) else { continue }
            if cursor < match.range.lowerBound { result.append(.text(String(text[cursor..<match.range.lowerBound]))) }
            result.append(.conceptLink(href: match.entry.href, title: match.entry.title, content: [.text(String(text[match.range]))]))
            cursor = match.range.upperBound
        }
        if cursor < text.endIndex { result.append(.text(String(text[cursor...]))) }
        return result
    }

    /// Inline code: `DisposeBag`, `[weak self]`, `bind(to:)`, `unowned`.
    private mutating func linkCode(_ code: String, line: Int, context: Context) -> Inline {
        let trimmed = code.trimmingWhitespace
        let leading = Self.leadingWord(trimmed)
        var entry = index.proseByText[trimmed]
        if entry == nil, !leading.isEmpty { entry = index.identifiers[leading] ?? index.proseByText[leading] }
        if entry == nil, trimmed.hasPrefix("["), trimmed.includes("weak") { entry = index.keywordConcepts["weak"] }
        if entry == nil, trimmed.hasPrefix("["), trimmed.includes("unowned") { entry = index.keywordConcepts["unowned"] }
        guard let entry else { return .code(code) }
        if case .concept(let id) = entry.target, id == ownConcept { return .code(code) }
        record(entry, line: line, context: context, inCode: false, around: code)
        guard markLinked(entry) else { return .code(code) }
        return .conceptLink(href: entry.href, title: entry.title, content: [.code(code)])
    }

    /// Swift code blocks count as mentions too. The one parse that finds them also highlights
    /// the block (its links included), and the HTML is returned for the render stage, which
    /// would otherwise parse the code again.
    private mutating func scanCode(_ code: String, line: Int) -> String {
        let analysed = highlights?.analyse(code, index: index) ?? SwiftHighlighter.analyse(code, index: index)
        guard !analysed.hits.isEmpty else { return analysed.html }
        for hit in analysed.hits {
            // The line is cut out only when an excerpt needs it (splitting every block into
            // `Character` lines was most of this function's time).
            let excerpt = Context { Self.line(hit.line, of: code).trimmingWhitespace }
            if case .concept(let id) = hit.entry.target, id == ownConcept { continue }
            record(hit.entry, line: line + 1 + hit.line, context: excerpt, inCode: true)
            for also in hit.alsoMentions { record(also, line: line + 1 + hit.line, context: excerpt, inCode: true) }
        }
        return analysed.html
    }

    /// Line `number` (from 0) of `text`, found on its UTF-8 bytes; empty past the last line.
    static func line(_ number: Int, of text: String) -> Substring {
        let bytes = text.utf8
        var start = bytes.startIndex
        for _ in 0..<number {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return "" }
            start = bytes.index(after: newline)
        }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        return text[start..<end]
    }

    /// The letters, digits and `_` the text starts with: `bind` of `bind(to:)`. Read as bytes
    /// while they are ASCII (Unicode letter properties for every character were a fifth of the
    /// inline code's time); any other byte leaves it to the `Character`s.
    static func leadingWord(_ text: String) -> String {
        var count = 0
        for byte in text.utf8 {
            if byte >= 0x80 { return String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
            guard ProseMatcher.isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "_") else { break }
            count += 1
        }
        return String(text[..<text.utf8.index(text.startIndex, offsetBy: count)])
    }

    /// The excerpt is cut from `context` only for the first mention of its target in the
    /// section, and only in the first sections of the note that mention it: a concept page shows
    /// a note's first `Backlinks.sectionsShown`, and counts the others.
    private mutating func record(_ entry: MentionIndex.Entry, line: Int, context: Context, inCode: Bool, around: String? = nil) {
        var shown = excerptedMarks[entry.number] != sectionMark
        if shown {
            excerptedMarks[entry.number] = sectionMark
            excerptedSections[entry.number] += 1
            shown = excerptedSections[entry.number] <= Backlinks.sectionsShown
        }
        mentions.append(Mention(target: entry.target, place: place, excerpt: shown ? context.excerpt(around: around) : "", line: line, inCode: inCode))
    }

    /// The text of a paragraph, table row or code line that excerpts are cut from, made the
    /// first time a mention needs one: most paragraphs mention nothing, or only what their
    /// section already has an excerpt for. Made on one line and checked for plain scalars once,
    /// however many of its mentions need an excerpt.
    final class Context {
        private let make: () -> String
        private var made: (flat: String, plain: Bool)?

        init(_ make: @escaping () -> String) { self.make = make }

        /// `ConceptLinker.shorten` of the text.
        func excerpt(around: String?, limit: Int = 110) -> String {
            let text = made ?? {
                let flat = ConceptLinker.flattened(make())
                let plain = flat.utf8.withContiguousStorageIfAvailable(PlainScalars.all) ?? false
                made = (flat, plain)
                return (flat, plain)
            }()
            guard text.plain, let short = ConceptLinker.shortenPlain(text.flat, around: around, limit: limit, checked: true) else {
                return ConceptLinker.shortenByCharacters(text.flat, around: around, limit: limit)
            }
            return short
        }
    }

    /// The text as a reader sees it: `[[id|텍스트]]` → 텍스트, `[[id]]` → id.
    static func readable(_ text: String) -> String {
        guard text.includes("[[") else { return text }
        var result = text
        result.replace(#/\[\[[^\[\]|]+\|([^\[\]]+)\]\]/#) { String($0.output.1) }
        result.replace(#/\[\[([^\[\]|]+)\]\]/#) { String($0.output.1) }
        return result
    }

    /// At most `limit` characters, centred on the mention when the text is longer. Counts
    /// characters only as far as it must: a paragraph can be long and hold many mentions.
    static func shorten(_ text: String, around: String? = nil, limit: Int = 110) -> String {
        let flat = flattened(text)
        return shortenPlain(flat, around: around, limit: limit) ?? shortenByCharacters(flat, around: around, limit: limit)
    }

    /// The text on one line: its line breaks, runs of them too, become one space.
    static func flattened(_ text: String) -> String {
        text.unicodeScalars.contains(where: Self.isLineBreak) ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text
    }

    /// `shorten` of a text without line breaks, walking its `Character`s.
    static func shortenByCharacters(_ flat: String, around: String?, limit: Int) -> String {
        guard let cut = flat.index(flat.startIndex, offsetBy: limit, limitedBy: flat.endIndex), cut < flat.endIndex else { return flat }
        var start = flat.startIndex
        // Searched as bytes: the same first occurrence, without Foundation's bridging.
        if let around, !around.isEmpty, let offset = flat.utf8Offset(of: around) {
            let before = flat.distance(from: flat.startIndex, to: flat.utf8.index(flat.startIndex, offsetBy: offset))
            let wanted = before - limit / 3
            if wanted > 0 {
                // Never so far that fewer than `limit` characters are left.
                let latest = flat.index(flat.endIndex, offsetBy: -limit)
                let preferred = flat.index(flat.startIndex, offsetBy: wanted)
                start = min(preferred, latest)
            }
        }
        let end = flat.index(start, offsetBy: limit, limitedBy: flat.endIndex) ?? flat.endIndex
        return (start > flat.startIndex ? "…" : "") + flat[start..<end] + (end < flat.endIndex ? "…" : "")
    }

    /// `shorten` of a text whose every scalar is plain (`PlainScalars`: then a character is a
    /// scalar), counted in UTF-8 bytes rather than by walking `Character`s; `nil` for other text
    /// (`checked`: the caller knows it is plain).
    static func shortenPlain(_ flat: String, around: String?, limit: Int, checked: Bool = false) -> String? {
        flat.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard checked || PlainScalars.all(bytes) else { return nil }
            /// The byte offset `count` scalars after `from`, or `nil` past the end.
            func offset(_ from: Int, by count: Int) -> Int? {
                let position = UTF8Scalars.offset(bytes, from: from, by: count)
                return position <= bytes.count ? position : nil
            }
            guard let cut = offset(0, by: limit), cut < bytes.count else { return flat }
            var start = 0
            if let around, !around.isEmpty, let found = flat.utf8Offset(of: around) {
                let before = UTF8Scalars.count(bytes, 0..<found)
                let wanted = before - limit / 3
                if wanted > 0 {
                    let total = limit + UTF8Scalars.count(bytes, cut..<bytes.count)
                    start = min(offset(0, by: wanted) ?? bytes.count, offset(0, by: total - limit) ?? bytes.count)
                }
            }
            let end = offset(start, by: limit) ?? bytes.count
            let middle = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            return (start > 0 ? "…" : "") + middle + (end < bytes.count ? "…" : "")
        } ?? nil
    }

    /// The scalars that make `Character.isNewline` true.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
