/// Source text → `Note`: split front matter, parse the body once with cmark-gfm, collect
/// headings, code blocks and links.
public enum NoteParser {
    public struct Result: Sendable {
        public var note: Note
        public var diagnostics: [Diagnostic]
    }

    /// - Parameter keepingTitleHeading: keep a note's opening `#` title heading in its body
    ///   (`sitegen render`, whose output has no page title above it); a page shows it as its title.
    public static func parse(_ source: String, relativePath: String, displayPath: String, keepingTitleHeading: Bool = false) -> Result {
        // Windows (CRLF) and old Mac (lone CR) line ends count as one line end each, as in cmark.
        let unixText = source.includes("\r") ? source.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") : source
        let jekyll = JekyllHighlight.convert(unixText, file: displayPath)
        let text = jekyll.text
        let split = FrontMatterParser.parse(text, file: displayPath)
        var titleHeading: String?
        let document = MarkdownParser.parse(split.body, lineOffset: split.frontMatter.bodyStartLine - 1)
        var headingCollector = HeadingCollector()
        var cleaned = headingCollector.collect(document)
        // A note written for GitHub opens with its title as a `#` heading; the page shows the
        // title in its own `<h1>`, so that heading is not shown (or counted) a second time.
        // The title heading is the first `#` heading when no `title:` is set (wherever it is: a
        // `#####` line above it is common), or an opening `#` heading that says what `title:` says.
        if !keepingTitleHeading, let position = cleaned.blocks.firstIndex(where: { if case .heading(level: 1, _, _) = $0.kind { true } else { false } }),
           let heading = headingCollector.headings.first(where: { $0.line == cleaned.blocks[position].line && $0.level == 1 }),
           split.frontMatter.title == nil || (position == 0 && split.frontMatter.title == heading.text) {
            cleaned.blocks.remove(at: position)
            headingCollector.forget(heading)
            titleHeading = heading.text
        }
        var contents = ContentCollector(file: displayPath, note: relativePath)
        _ = contents.rewrite(cleaned)
        // Lines found on the UTF-8 bytes (splitting the body into `Character` lines was a
        // sixteenth of a 1,000-note build).
        let bytes = contents.links.isEmpty ? [] : Array(split.body.utf8)
        let lineStarts = bytes.isEmpty ? [] : [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        let firstLine = split.frontMatter.bodyStartLine
        for index in contents.links.indices {
            let bodyLine = contents.links[index].line - firstLine
            guard lineStarts.indices.contains(bodyLine) else { continue }
            let start = lineStarts[bodyLine]
            let end = bodyLine + 1 < lineStarts.count ? lineStarts[bodyLine + 1] - 1 : bytes.count
            contents.links[index].column = Self.characterColumn(bytes[start..<end], byteColumn: contents.links[index].column)
        }
        var diagnostics = split.diagnostics + jekyll.diagnostics
        if let first = document.flattened.first {
            diagnostics.append(.warning(
                SourceLocation(file: displayPath, line: first.line, column: first.column),
                "nesting deeper than \(MarkdownParser.maximumDepth) levels: what is below is shown as plain text\(document.flattened.count > 1 ? " (\(document.flattened.count) places)" : "")"
            ))
        }
        for link in contents.links where HTMLEscape.isDangerous(link.destination.trimmingWhitespace) {
            let scheme = link.destination.trimmingWhitespace.prefix { $0 != ":" }.lowercased()
            diagnostics.append(.warning(
                SourceLocation(file: displayPath, line: link.line, column: link.column),
                "\(link.isImage ? "an image" : "a link") to a '\(scheme):' URL is not made: only its text is shown (such URLs can run code)"
            ))
        }
        for block in contents.codeBlocks {
            for advice in block.info.advice {
                diagnostics.append(.warning(SourceLocation(file: displayPath, line: block.line, column: 1), advice))
            }
        }
        for block in contents.codeBlocks {
            for problem in block.info.problems {
                diagnostics.append(.error(SourceLocation(file: displayPath, line: block.line, column: 1), problem))
            }
        }
        let fileName = String(relativePath.split(separator: "/").last ?? "").replacingSuffix(".md")
        let title = split.frontMatter.title
            ?? titleHeading
            ?? headingCollector.headings.first(where: { $0.level == 1 })?.text
            ?? fileName
        let note = Note(
            relativePath: relativePath,
            displayPath: displayPath,
            frontMatter: split.frontMatter,
            document: cleaned,
            headings: headingCollector.headings,
            title: title,
            codeBlocks: contents.codeBlocks,
            links: contents.links,
            readableCharacters: contents.characters,
            footnoteCount: contents.footnotes
        )
        return Result(note: note, diagnostics: diagnostics)
    }

    /// cmark counts columns in bytes; people (and editors) count characters.
    static func characterColumn(_ line: ArraySlice<UInt8>, byteColumn: Int) -> Int {
        guard byteColumn > 1 else { return byteColumn }
        let bytes = line.prefix(byteColumn - 1)
        return String(decoding: bytes, as: UTF8.self).count + 1
    }
}

/// Walks a document for code blocks, links and the amount of text; changes nothing.
struct ContentCollector: MarkdownRewriter {
    let file: String
    let note: String
    var codeBlocks: [CodeBlock] = []
    var links: [Link] = []
    var characters = 0
    var footnotes = 0

    init(file: String, note: String) {
        self.file = file
        self.note = note
    }

    mutating func visit(_ block: Block, siblings: [Block], position: Int) -> Block {
        switch block.kind {
        case .footnoteDefinition:
            footnotes += 1
        case .codeBlock(let fence):
            var code = CodeBlock(info: fence.snippet, source: fence.literal, location: SourceLocation(file: file, line: block.line, column: block.column), note: note)
            code.fenced = fence.fenced
            code.expectedOutput = fence.output?.literal
            code.expectedOutputLine = fence.output?.line
            code.expectedDiagnostics = fence.diagnostics?.literal
            code.expectedDiagnosticsLine = fence.diagnostics?.line
            codeBlocks.append(code)
            characters += code.displayedSource.count / 2
        default:
            break
        }
        return visitChildren(of: block)
    }

    /// Characters a reader reads: Unicode scalars that are not white space. (Counting
    /// `Character`s asked Unicode's tables about every one, a tenth of a build; a Hangul
    /// syllable is one scalar either way.)
    static func readableCount(_ text: String) -> Int {
        if let count = text.utf8.withContiguousStorageIfAvailable(readableCount) { return count }
        var count = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: continue
            default: count += 1
            }
        }
        return count
    }

    /// The same count read from valid UTF-8: every scalar's first byte, less the white space
    /// (one byte in ASCII, else a lead byte followed by the listed continuation bytes).
    static func readableCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var position = 0
        let end = bytes.count
        while position < end {
            let byte = bytes[position]
            if byte < 0x80 {
                if !(byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)) { count += 1 }
                position += 1
                continue
            }
            // A lead byte (continuation bytes are skipped below with their scalar).
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            var space = false
            switch byte {
            case 0xC2:
                let next = bytes[position + 1]
                space = next == 0x85 || next == 0xA0
            case 0xE1:
                space = bytes[position + 1] == 0x9A && bytes[position + 2] == 0x80
            case 0xE2:
                let (second, third) = (bytes[position + 1], bytes[position + 2])
                space = (second == 0x80 && (third <= 0x8A || third == 0xA8 || third == 0xA9 || third == 0xAF)) || (second == 0x81 && third == 0x9F)
            case 0xE3:
                space = bytes[position + 1] == 0x80 && bytes[position + 2] == 0x80
            default:
                break
            }
            if !space { count += 1 }
            position += length
        }
        return count
    }

    mutating func visit(_ inline: Inline, in block: Block) -> Inline {
        switch inline {
        case .text(let text), .code(let text):
            characters += Self.readableCount(text)
        case .link(let destination, _, _, let line, let column):
            links.append(Link(destination: destination, isImage: false, line: line, column: column))
        case .image(let source, _, _, let line, let column):
            // Alt text is not read as part of the note.
            links.append(Link(destination: source, isImage: true, line: line, column: column))
            return inline
        default:
            break
        }
        return visitChildren(of: inline, in: block)
    }
}

extension String {
    func replacingSuffix(_ suffix: String, with replacement: String = "") -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
