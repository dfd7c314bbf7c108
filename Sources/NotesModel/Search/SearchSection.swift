/// One result a search can lead to: a section of a note (from one `##`/`###` heading to the
/// next), or its opening before the first heading.
public struct SearchSection: Sendable, Hashable {
    /// The page URL, with `#id` for a heading's section.
    public var url: String
    public var title: String
    /// The section's heading; empty for a note's opening.
    public var heading: String
    /// The section's text as a reader sees it, code included.
    public var text: String
    /// The note's tags, on its first section: what the author says the note is about.
    public var tags: [String] = []

    /// The sections of a note page.
    static func sections(of page: CoursePage) -> [SearchSection] {
        var collector = SectionCollector(url: page.url, title: page.note.title)
        // Solutions and hints live on pages of their own, which search leaves out: a search for
        // an exercise's words finds the exercise, not its answer.
        _ = collector.rewrite(ExerciseSplit(page.note.document).page)
        var sections = collector.finish()
        if !sections.isEmpty { sections[0].tags = page.note.frontMatter.tags }
        return sections
    }
}

/// Splits a document at its level 2 and 3 headings (each section's URL ends in its heading's id),
/// gathering each section's plain text.
struct SectionCollector: MarkdownRewriter {
    let url: String
    let title: String
    private var sections: [SearchSection] = []
    private var current: SearchSection
    private var text = ""
    private var piece = ""

    init(url: String, title: String) {
        self.url = url
        self.title = title
        current = SearchSection(url: url, title: title, heading: "", text: "")
    }

    mutating func visit(_ block: Block, siblings: [Block], position: Int) -> Block {
        switch block.kind {
        case .heading(let level, let content, let id):
            let heading = content.plainText.trimmingWhitespace
            if (level == 2 || level == 3) && !id.isEmpty {
                close()
                current = SearchSection(url: url + "#" + id, title: title, heading: heading, text: "")
            } else if level > 3 {
                add(heading)
            }
            return block
        case .paragraph(let content):
            add(content)
        case .table(let table):
            for cell in table.header { add(cell) }
            for row in table.rows { for cell in row { add(cell) } }
        case .codeBlock(let code):
            if code.snippet.kind != .output { add(CodeBlock.displayed(code.literal)) }
        default:
            return visitChildren(of: block)
        }
        return block
    }

    /// Adds inlines' plain text, gathered in a buffer kept from one paragraph to the next.
    private mutating func add(_ content: [Inline]) {
        piece.removeAll(keepingCapacity: true)
        for inline in content { inline.appendPlainText(to: &piece) }
        add(piece)
    }

    private mutating func add(_ piece: String) {
        // Trimmed on the UTF-8 view: white space is ASCII, so its ends are character boundaries.
        let bytes = piece.utf8
        func blank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
        guard let start = bytes.firstIndex(where: { !blank($0) }), let end = bytes.lastIndex(where: { !blank($0) }) else { return }
        if !text.isEmpty { text += " " }
        text += piece[start...end]
    }

    private mutating func close() {
        current.text = text
        if !current.text.isEmpty || !current.heading.isEmpty { sections.append(current) }
        text = ""
    }

    mutating func finish() -> [SearchSection] {
        close()
        return sections
    }
}
