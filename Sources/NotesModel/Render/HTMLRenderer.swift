/// Turns a note's Markdown model into body HTML.
///
/// Block for block it writes what cmark-gfm's own HTML renderer writes (the GFM conformance test
/// holds it to that), plus what the site adds: heading ids and anchor links, code block frames
/// with a copy button and snippet badges, Swift highlighting, rewritten links.
public struct HTMLRenderer: Sendable {
    /// Ids for the headings, in document order (see `HeadingCollector`).
    public var headingIDs: [String]
    /// Maps a link destination as written to the URL the page should use.
    public var resolveLink: @Sendable (String) -> String
    /// Extra decoration for a code block (badges, output), keyed by its fence line.
    public var codeDecorations: [Int: CodeDecoration]
    /// Concepts and counterparts to link inside Swift code.
    public var mentionIndex: MentionIndex?

    public init(
        headingIDs: [String] = [],
        resolveLink: @escaping @Sendable (String) -> String = { $0 },
        codeDecorations: [Int: CodeDecoration] = [:]
    ) {
        self.headingIDs = headingIDs
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

/// What the snippet stage adds to a code block's frame.
public struct CodeDecoration: Sendable, Hashable {
    /// `(class suffix, Korean label)` pairs shown as badges, e.g. `("run", "실행 검증됨")`.
    public var badges: [Badge]
    /// HTML placed after the block (e.g. the actual output of a run, or a failure message).
    public var trailingHTML: String

    public struct Badge: Sendable, Hashable {
        public var style: String
        public var label: String
        public var detail: String?

        public init(style: String, label: String, detail: String? = nil) {
            self.style = style
            self.label = label
            self.detail = detail
        }
    }

    public init(badges: [Badge] = [], trailingHTML: String = "") {
        self.badges = badges
        self.trailingHTML = trailingHTML
    }
}

/// The mutable state of one rendering pass.
private struct HTMLWriter {
    let renderer: HTMLRenderer
    var html = ""
    var headingIndex = 0
    var footnotesOpen = false
    var backrefWritten = false

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

    var compareCounter = 0

    /// Paired snippets (same `compare=ID`): side by side on wide screens, tabs on narrow ones.
    mutating func compareGroup(_ group: CompareGroup, blocks: [Block]) {
        cr()
        compareCounter += 1
        let base = "compare-\(compareCounter)"
        let id = HTMLEscape.text(group.id)
        html += "<div class=\"compare-group\" data-compare=\"\(id)\">\n"
        html += "<div class=\"compare-tabs\" role=\"tablist\" aria-label=\"비교: \(id)\">"
        for (number, member) in group.members.enumerated() {
            let title = HTMLEscape.text(member.title)
            html += "<button type=\"button\" role=\"tab\" class=\"compare-tab\" id=\"\(base)-\(number)\" aria-controls=\"\(base)-\(number)-panel\" aria-selected=\"\(number == 0)\" data-title=\"\(title)\">\(title)</button>"
        }
        html += "</div>\n"
        for (number, member) in group.members.enumerated() {
            html += "<div class=\"compare-panel\(number == 0 ? " is-active" : "")\" role=\"tabpanel\" id=\"\(base)-\(number)-panel\" aria-labelledby=\"\(base)-\(number)\" data-title=\"\(HTMLEscape.text(member.title))\">\n"
            for index in member.blocks { block(blocks[index], tight: false, footnote: nil) }
            html += "</div>\n"
        }
        html += "</div>\n"
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
        case .heading(let level, let content):
            cr()
            let id = headingIndex < renderer.headingIDs.count ? renderer.headingIDs[headingIndex] : ""
            headingIndex += 1
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
        case .list(let list):
            self.list(list)
        case .codeBlock(let info, let literal, _):
            codeBlock(info: info, literal: literal, line: block.line)
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

    mutating func codeBlock(info: String, literal: String, line: Int) {
        cr()
        let snippet = SnippetInfo(parsing: info)
        let block = CodeBlock(info: snippet, source: literal, line: line)
        let firstWord = String(info.prefix { !$0.isWhitespace })
        let isOutput = snippet.kind == .output
        let decoration = renderer.codeDecorations[line]
        html += "<div class=\"code-block\(isOutput ? " code-output" : "")\" data-lang=\"\(HTMLEscape.text(firstWord))\">"
        html += "<div class=\"code-header\"><span class=\"code-lang\">\(isOutput ? "출력" : HTMLEscape.text(firstWord))</span>"
        if let title = snippet.title { html += "<span class=\"code-title\">\(HTMLEscape.text(title))</span>" }
        if let badges = decoration?.badges, !badges.isEmpty {
            html += "<span class=\"code-badges\">"
            for badge in badges {
                let title = badge.detail.map { " title=\"\(HTMLEscape.text($0))\"" } ?? ""
                html += "<span class=\"badge badge-\(badge.style)\"\(title)>\(HTMLEscape.text(badge.label))</span>"
            }
            html += "</span>"
        }
        html += "<button type=\"button\" class=\"copy-button\" aria-label=\"코드 복사\">복사</button></div>"
        if firstWord.isEmpty {
            html += "<pre><code>"
        } else {
            html += "<pre><code class=\"language-\(HTMLEscape.text(firstWord))\">"
        }
        let shown = snippet.language == "swift" ? block.displayedSource : literal
        html += snippet.language == "swift" ? SwiftHighlighter.highlight(shown, index: renderer.mentionIndex) : HTMLEscape.text(shown)
        html += "</code></pre></div>\n"
        if let trailing = decoration?.trailingHTML, !trailing.isEmpty { html += trailing }
    }

    mutating func footnoteDefinition(_ content: [Block]) {
        if !footnotesOpen {
            cr()
            html += "<section class=\"footnotes\">\n<ol>\n"
            footnotesOpen = true
        }
        let index = footnoteCounter + 1
        footnoteCounter = index
        backrefWritten = false
        html += "<li id=\"fn\(index)\">\n"
        let occurrences = footnoteOccurrences[index] ?? 1
        blocks(content, tight: false, footnote: (index, occurrences))
        if !backrefWritten {
            backref((index, occurrences))
            html += "\n"
        }
        html += "</li>\n"
    }

    var footnoteCounter = 0
    var footnoteOccurrences: [Int: Int] = [:]

    /// The "↩" links back to each reference; written once per definition.
    mutating func backref(_ footnote: (index: Int, occurrences: Int)) {
        guard !backrefWritten else { return }
        backrefWritten = true
        html += "<a href=\"#fnref\(footnote.index)\" class=\"footnote-backref\" aria-label=\"본문으로 돌아가기\">↩</a>"
        if footnote.occurrences > 1 {
            for occurrence in 2...footnote.occurrences {
                html += " <a href=\"#fnref\(footnote.index)-\(occurrence)\" class=\"footnote-backref\">↩<sup>\(occurrence)</sup></a>"
            }
        }
    }

    mutating func closeFootnotes() {
        if footnotesOpen { html += "</ol>\n</section>\n" }
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
