/// Source text → `Note`: split front matter, parse the body once with cmark-gfm, collect
/// headings, code blocks and links.
public enum NoteParser {
    public struct Result: Sendable {
        public var note: Note
        public var diagnostics: [Diagnostic]
    }

    public static func parse(_ source: String, relativePath: String, displayPath: String) -> Result {
        // Windows (CRLF) and old Mac (lone CR) line ends count as one line end each, as in cmark.
        let text = source.contains("\r") ? source.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") : source
        let split = FrontMatterParser.parse(text, file: displayPath)
        let document = MarkdownParser.parse(split.body, lineOffset: split.frontMatter.bodyStartLine - 1)
        var headingCollector = HeadingCollector()
        let cleaned = headingCollector.collect(document)
        var contents = ContentCollector()
        contents.visit(cleaned.blocks)
        let lines = split.body.split(separator: "\n", omittingEmptySubsequences: false)
        let firstLine = split.frontMatter.bodyStartLine
        for index in contents.links.indices {
            let bodyLine = contents.links[index].line - firstLine
            guard lines.indices.contains(bodyLine) else { continue }
            contents.links[index].column = Self.characterColumn(lines[bodyLine], byteColumn: contents.links[index].column)
        }
        var diagnostics = split.diagnostics
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
        for block in contents.codeBlocks where !block.info.unknownWords.isEmpty {
            diagnostics.append(.warning(
                SourceLocation(file: displayPath, line: block.line, column: 1),
                "unknown word\(block.info.unknownWords.count > 1 ? "s" : "") in code block info string: \(block.info.unknownWords.joined(separator: " "))"
            ))
        }
        let fileName = String(relativePath.split(separator: "/").last ?? "").replacingSuffix(".md")
        let title = split.frontMatter.title
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
    static func characterColumn(_ line: Substring, byteColumn: Int) -> Int {
        guard byteColumn > 1 else { return byteColumn }
        let bytes = line.utf8.prefix(byteColumn - 1)
        return String(decoding: bytes, as: UTF8.self).count + 1
    }
}

/// Walks a document for code blocks, links and the amount of text.
struct ContentCollector {
    var codeBlocks: [CodeBlock] = []
    var links: [Link] = []
    var characters = 0
    var footnotes = 0

    mutating func visit(_ blocks: [Block]) {
        for (position, block) in blocks.enumerated() {
            switch block.kind {
            case .paragraph(let content), .heading(_, let content):
                visit(content)
            case .blockQuote(let children):
                visit(children)
            case .footnoteDefinition(_, let children):
                footnotes += 1
                visit(children)
            case .list(let list):
                for item in list.items { visit(item.content) }
            case .codeBlock(let info, let literal, let fenced):
                var code = CodeBlock(info: SnippetInfo(parsing: info), source: literal, line: block.line)
                code.fenced = fenced
                // An output block right after (nothing in between) holds this block's expected stdout.
                if position + 1 < blocks.count, case .codeBlock(let nextInfo, let nextLiteral, _) = blocks[position + 1].kind,
                   SnippetInfo(parsing: nextInfo).kind == .output {
                    code.expectedOutput = nextLiteral
                    code.expectedOutputLine = blocks[position + 1].line
                }
                codeBlocks.append(code)
                characters += code.displayedSource.count / 2
            case .table(let table):
                for cell in table.header { visit(cell) }
                for row in table.rows { for cell in row { visit(cell) } }
            case .html, .thematicBreak:
                break
            }
        }
    }

    mutating func visit(_ inlines: [Inline]) {
        for inline in inlines {
            switch inline {
            case .text(let text), .code(let text):
                characters += text.count(where: { !$0.isWhitespace })
            case .emphasis(let content), .strong(let content), .strikethrough(let content):
                visit(content)
            case .link(let destination, _, let content, let line, let column):
                links.append(Link(destination: destination, isImage: false, line: line, column: column))
                visit(content)
            case .image(let source, _, _, let line, let column):
                links.append(Link(destination: source, isImage: true, line: line, column: column))
            case .conceptLink(_, _, let content):
                visit(content)
            case .softBreak, .lineBreak, .html, .footnoteReference:
                break
            }
        }
    }
}

extension String {
    func replacingSuffix(_ suffix: String, with replacement: String = "") -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
