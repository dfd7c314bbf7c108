import CCmark

/// Parses Markdown with cmark-gfm into the value-type model.
///
/// This is the only file that talks to C: every node pointer stays inside it, and every
/// `cmark_*_new` is paired with its `free` right where it is made.
public enum MarkdownParser {
    /// Extensions every note is parsed with (design.md: table, strikethrough, autolink, tagfilter,
    /// tasklist; footnotes are a parser option).
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// How deep blocks and inlines may nest in the model. cmark-gfm parses any depth; below this
    /// one the content is kept as plain text, so every recursive walk over the model (rendering,
    /// headings, concept linking, text extraction) stays far from the stack's limit.
    public static let maximumDepth = 64

    /// Parses a Markdown body. `lineOffset` is added to every line, so positions refer to the
    /// whole file even though front matter was split off first.
    /// cmark-gfm registers its extensions in a global list with no lock of its own; registering
    /// from two threads at once (notes are parsed in parallel) could lose one, so it is done
    /// once, through Swift's thread-safe lazy static.
    private static let extensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

    public static func parse(_ markdown: String, lineOffset: Int = 0) -> MarkdownDocument {
        _ = extensionsRegistered
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE
        guard let parser = cmark_parser_new(options) else { return MarkdownDocument(blocks: []) }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        var bytes = Array(markdown.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        guard let root = cmark_parser_finish(parser) else { return MarkdownDocument(blocks: []) }
        defer { cmark_node_free(root) }
        var converter = Converter(lineOffset: lineOffset)
        let blocks = converter.blocks(under: root)
        return MarkdownDocument(blocks: blocks, flattened: converter.flattened)
    }
}

/// Walks the cmark tree once and copies it into `Block`/`Inline` values.
private struct Converter {
    let lineOffset: Int
    /// How many times each footnote number has been referenced so far.
    var footnoteOccurrences: [Int: Int] = [:]
    /// How deep the walk is now.
    var depth = 0
    /// Where content was flattened for being too deep.
    var flattened: [MarkdownDocument.Position] = []

    init(lineOffset: Int) {
        self.lineOffset = lineOffset
    }

    mutating func blocks(under parent: OpaquePointer) -> [Block] {
        if depth >= MarkdownParser.maximumDepth {
            noteFlattened(parent)
            return [Block(.paragraph([.text(plainText(of: parent))]), line: line(of: parent), column: Int(cmark_node_get_start_column(parent)))]
        }
        depth += 1
        defer { depth -= 1 }
        var result: [Block] = []
        var child = cmark_node_first_child(parent)
        while let node = child {
            if let block = block(node) { result.append(block) }
            child = cmark_node_next(node)
        }
        return Block.attachingOutputs(result)
    }

    mutating func inlines(under parent: OpaquePointer) -> [Inline] {
        if depth >= MarkdownParser.maximumDepth {
            noteFlattened(parent)
            return [.text(plainText(of: parent))]
        }
        depth += 1
        defer { depth -= 1 }
        var result: [Inline] = []
        var child = cmark_node_first_child(parent)
        while let node = child {
            if let inline = inline(node, fallbackLine: line(of: parent)) {
                // cmark leaves unmatched brackets as separate text nodes; one run of text is one
                // value, so `[[wiki]]` links and concept names are found whole.
                if case .text(let next) = inline, case .text(let previous)? = result.last {
                    result[result.count - 1] = .text(previous + next)
                } else {
                    result.append(inline)
                }
            }
            child = cmark_node_next(node)
        }
        return result
    }

    mutating func noteFlattened(_ node: OpaquePointer) {
        flattened.append(MarkdownDocument.Position(line: line(of: node), column: Int(cmark_node_get_start_column(node))))
    }

    /// The text of everything under `node`, found with cmark's iterator (no recursion).
    func plainText(of node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator), current != node else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
                text += literal(current)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_ITEM:
                if !text.isEmpty && !text.hasSuffix(" ") { text += " " }
            default:
                break
            }
        }
        return text
    }

    func line(of node: OpaquePointer) -> Int {
        let line = Int(cmark_node_get_start_line(node))
        return line > 0 ? line + lineOffset : 0
    }

    func literal(_ node: OpaquePointer) -> String {
        guard let pointer = cmark_node_get_literal(node) else { return "" }
        return String(cString: pointer)
    }

    func typeString(_ node: OpaquePointer) -> String {
        guard let pointer = cmark_node_get_type_string(node) else { return "" }
        return String(cString: pointer)
    }

    mutating func block(_ node: OpaquePointer) -> Block? {
        let line = line(of: node)
        let column = Int(cmark_node_get_start_column(node))
        func make(_ kind: Block.Kind) -> Block { Block(kind, line: line, column: column) }

        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH:
            return make(.paragraph(inlines(under: node)))
        case CMARK_NODE_HEADING:
            return make(.heading(level: Int(cmark_node_get_heading_level(node)), content: inlines(under: node)))
        case CMARK_NODE_THEMATIC_BREAK:
            return make(.thematicBreak)
        case CMARK_NODE_BLOCK_QUOTE:
            let children = blocks(under: node)
            if let (alert, content) = Alert.detect(in: children) { return make(.alert(alert, content)) }
            return make(.blockQuote(children))
        case CMARK_NODE_LIST:
            return make(.list(list(node)))
        case CMARK_NODE_CODE_BLOCK:
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            var length: Int32 = 0, offset: Int32 = 0
            var character: CChar = 0
            let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
            return make(.codeBlock(Block.Code(info: info, literal: literal(node), fenced: fenced)))
        case CMARK_NODE_HTML_BLOCK:
            return make(.html(literal(node)))
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            return make(.footnoteDefinition(label: literal(node), content: blocks(under: node)))
        default:
            if typeString(node) == "table" { return make(.table(table(node))) }
            return nil
        }
    }

    mutating func list(_ node: OpaquePointer) -> Block.List {
        var items: [Block.ListItem] = []
        var child = cmark_node_first_child(node)
        while let item = child {
            let task: Bool? = typeString(item) == "tasklist"
                ? cmark_gfm_extensions_get_tasklist_item_checked(item) : nil
            items.append(Block.ListItem(task: task, content: blocks(under: item), line: line(of: item)))
            child = cmark_node_next(item)
        }
        return Block.List(
            ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
            start: Int(cmark_node_get_list_start(node)),
            tight: cmark_node_get_list_tight(node) != 0,
            items: items
        )
    }

    mutating func table(_ node: OpaquePointer) -> Block.Table {
        let columns = Int(cmark_gfm_extensions_get_table_columns(node))
        var alignments: [Block.Table.Alignment] = []
        if let raw = cmark_gfm_extensions_get_table_alignments(node) {
            for index in 0..<columns {
                switch UInt8(raw[index]) {
                case UInt8(ascii: "l"): alignments.append(.left)
                case UInt8(ascii: "c"): alignments.append(.center)
                case UInt8(ascii: "r"): alignments.append(.right)
                default: alignments.append(.none)
                }
            }
        }
        var header: [[Inline]] = []
        var rows: [[[Inline]]] = []
        var rowNode = cmark_node_first_child(node)
        while let row = rowNode {
            var cells: [[Inline]] = []
            var cellNode = cmark_node_first_child(row)
            while let cell = cellNode {
                cells.append(inlines(under: cell))
                cellNode = cmark_node_next(cell)
            }
            if cmark_gfm_extensions_get_table_row_is_header(row) != 0 {
                header = cells
            } else {
                rows.append(cells)
            }
            rowNode = cmark_node_next(row)
        }
        return Block.Table(alignments: alignments, header: header, rows: rows)
    }

    mutating func inline(_ node: OpaquePointer, fallbackLine: Int) -> Inline? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT:
            return .text(literal(node))
        case CMARK_NODE_SOFTBREAK:
            return .softBreak
        case CMARK_NODE_LINEBREAK:
            return .lineBreak
        case CMARK_NODE_CODE:
            return .code(literal(node))
        case CMARK_NODE_HTML_INLINE:
            return .html(literal(node))
        case CMARK_NODE_EMPH:
            return .emphasis(inlines(under: node))
        case CMARK_NODE_STRONG:
            return .strong(inlines(under: node))
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
            let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            let title = cmark_node_get_title(node).map { String(cString: $0) } ?? ""
            let ownLine = line(of: node)
            let line = ownLine > 0 ? ownLine : fallbackLine
            let column = Int(cmark_node_get_start_column(node))
            let content = inlines(under: node)
            return cmark_node_get_type(node) == CMARK_NODE_LINK
                ? .link(destination: url, title: title, content: content, line: line, column: column)
                : .image(source: url, title: title, alt: content, line: line, column: column)
        case CMARK_NODE_FOOTNOTE_REFERENCE:
            // cmark-gfm replaces a resolved reference's literal with its footnote number.
            let index = Int(literal(node)) ?? 0
            footnoteOccurrences[index, default: 0] += 1
            return .footnoteReference(label: literal(node), index: index, occurrence: footnoteOccurrences[index]!)
        default:
            if typeString(node) == "strikethrough" { return .strikethrough(inlines(under: node)) }
            return nil
        }
    }
}
