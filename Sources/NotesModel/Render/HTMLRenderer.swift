/// Turns a note's Markdown model into body HTML.
///
/// Block for block it writes what cmark-gfm's own HTML renderer writes (the GFM conformance test
/// holds it to that), plus what the site adds: heading ids and anchor links, code block frames
/// with a copy button and snippet badges, Swift highlighting, rewritten links.
public struct HTMLRenderer: Sendable {
    /// Maps a link destination as written to the URL the page should use.
    public var resolveLink: @Sendable (String) -> String
    /// Extra decoration for a code block (badges, output), keyed by its fence line.
    public var codeDecorations: [Int: CodeDecoration]
    /// Concepts and counterparts to link inside Swift code.
    public var mentionIndex: MentionIndex?

    public init(
        resolveLink: @escaping @Sendable (String) -> String = { $0 },
        codeDecorations: [Int: CodeDecoration] = [:]
    ) {
        self.resolveLink = resolveLink
        self.codeDecorations = codeDecorations
        self.mentionIndex = nil
    }

    public func render(_ document: MarkdownDocument) -> String {
        var writer = HTMLWriter(renderer: self)
        writer.blocks(document.blocks, tight: false)
        writer.closeFootnotes()
        return writer.html
    }
}

/// The mutable state of one rendering pass (block and inline elements here; code blocks,
/// compare groups and footnotes in `HTMLWriter+Code.swift`).
struct HTMLWriter {
    let renderer: HTMLRenderer
    var html = ""
    var footnotesOpen = false
    var backrefWritten = false
    var footnoteCounter = 0
    var footnoteOccurrences: [Int: Int] = [:]
    var compareCounter = 0

    init(renderer: HTMLRenderer) {
        self.renderer = renderer
        html.reserveCapacity(16_384)
    }

    /// cmark's `cmark_html_render_cr`: start a new line unless at the start of one.
    mutating func cr() {
        if let last = html.utf8.last, last != UInt8(ascii: "\n") { html += "\n" }
    }

    mutating func blocks(_ blocks: [Block], tight: Bool, footnote: (index: Int, occurrences: Int)? = nil) {
        var position = 0
        while position < blocks.count {
            if let group = CompareGroup.starting(at: position, in: blocks) {
                compareGroup(group, blocks: blocks)
                position = group.end
                continue
            }
            let isLast = position == blocks.count - 1
            self.block(blocks[position], tight: tight, footnote: isLast ? footnote : nil)
            position += 1
        }
    }

    mutating func block(_ block: Block, tight: Bool, footnote: (index: Int, occurrences: Int)?) {
        switch block.kind {
        case .paragraph(let content):
            if tight {
                inlines(content)
            } else {
                cr()
                html += "<p>"
                inlines(content)
                if let footnote { html += " "; backref(footnote) }
                html += "</p>\n"
            }
        case .heading(let level, let content, let id):
            cr()
            if id.isEmpty {
                html += "<h\(level)>"
                inlines(content)
            } else {
                let escaped = HTMLEscape.text(id)
                html += "<h\(level) id=\"\(escaped)\">"
                inlines(content)
                html += " <a class=\"heading-anchor\" href=\"#\(escaped)\" aria-label=\"이 제목으로 바로가기\">#</a>"
            }
            html += "</h\(level)>\n"
        case .thematicBreak:
            cr()
            html += "<hr />\n"
        case .blockQuote(let children):
            cr()
            html += "<blockquote>\n"
            blocks(children, tight: false)
            cr()
            html += "</blockquote>\n"
        case .alert(let alert, let children):
            cr()
            html += "<div class=\"callout callout-\(alert.rawValue)\" role=\"note\">\n<p class=\"callout-title\">\(alert.label)</p>\n"
            blocks(children, tight: false)
            cr()
            html += "</div>\n"
        case .list(let list):
            self.list(list)
        case .codeBlock(let code):
            codeBlock(code, line: block.line)
        case .html(let raw):
            cr()
            html += RawHTMLFilter.block(raw)
            cr()
        case .table(let table):
            self.table(table)
        case .footnoteDefinition(_, let content):
            footnoteDefinition(content)
        }
    }

    mutating func list(_ list: Block.List) {
        cr()
        if !list.ordered {
            html += "<ul>\n"
        } else if list.start == 1 {
            html += "<ol>\n"
        } else {
            html += "<ol start=\"\(list.start)\">\n"
        }
        for item in list.items {
            cr()
            html += "<li>"
            if let checked = item.task {
                html += checked ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> "
                                : "<input type=\"checkbox\" disabled=\"\" /> "
            }
            blocks(item.content, tight: list.tight)
            html += "</li>\n"
        }
        html += list.ordered ? "</ol>\n" : "</ul>\n"
    }

    mutating func table(_ table: Block.Table) {
        cr()
        html += "<table>\n"
        html += "<thead>\n<tr>\n"
        tableCells(table.header, tag: "th", alignments: table.alignments)
        html += "</tr>\n</thead>\n"
        if !table.rows.isEmpty {
            html += "<tbody>\n"
            for row in table.rows {
                html += "<tr>\n"
                tableCells(row, tag: "td", alignments: table.alignments)
                html += "</tr>\n"
            }
            html += "</tbody>\n"
        }
        html += "</table>\n"
    }

    mutating func tableCells(_ cells: [[Inline]], tag: String, alignments: [Block.Table.Alignment]) {
        for (column, cell) in cells.enumerated() {
            let alignment = column < alignments.count ? alignments[column] : .none
            switch alignment {
            case .none: html += "<\(tag)>"
            case .left: html += "<\(tag) align=\"left\">"
            case .center: html += "<\(tag) align=\"center\">"
            case .right: html += "<\(tag) align=\"right\">"
            }
            inlines(cell)
            html += "</\(tag)>\n"
        }
    }

    mutating func inlines(_ inlines: [Inline]) {
        for inline in inlines { self.inline(inline) }
    }

    mutating func inline(_ inline: Inline) {
        switch inline {
        case .text(let text):
            html += HTMLEscape.text(text)
        case .softBreak:
            html += "\n"
        case .lineBreak:
            html += "<br />\n"
        case .code(let code):
            html += "<code>\(HTMLEscape.text(code))</code>"
        case .html(let raw):
            html += RawHTMLFilter.inline(raw)
        case .emphasis(let content):
            html += "<em>"; inlines(content); html += "</em>"
        case .strong(let content):
            html += "<strong>"; inlines(content); html += "</strong>"
        case .strikethrough(let content):
            html += "<del>"; inlines(content); html += "</del>"
        case .link(let destination, let title, let content, _, _):
            let url = renderer.resolveLink(destination)
            if HTMLEscape.isDangerous(url) {
                // A `javascript:` link never becomes a link: its text stays, the URL goes.
                inlines(content)
                return
            }
            html += "<a href=\"\(HTMLEscape.href(url))\""
            if !title.isEmpty { html += " title=\"\(HTMLEscape.text(title))\"" }
            html += ">"
            inlines(content)
            html += "</a>"
        case .image(let source, let title, let alt, _, _):
            let url = renderer.resolveLink(source)
            html += "<img src=\"\(HTMLEscape.isDangerous(url) ? "" : HTMLEscape.href(url))\" alt=\"\(HTMLEscape.text(alt.altText))\""
            if !title.isEmpty { html += " title=\"\(HTMLEscape.text(title))\"" }
            html += " />"
        case .conceptLink(let href, let title, let content):
            let kind = href.hasPrefix("/compare/") ? "counterpart-link" : "concept-link"
            html += "<a class=\"\(kind)\" href=\"\(HTMLEscape.href(href))\" title=\"\(HTMLEscape.text(title))\">"
            inlines(content)
            html += "</a>"
        case .footnoteReference(_, let index, let occurrence):
            footnoteOccurrences[index] = max(footnoteOccurrences[index] ?? 0, occurrence)
            let id = occurrence > 1 ? "fnref\(index)-\(occurrence)" : "fnref\(index)"
            html += "<sup class=\"footnote-ref\"><a href=\"#fn\(index)\" id=\"\(id)\">\(index)</a></sup>"
        }
    }
}
