import Foundation

/// Finds every heading of a document in reading order, gives each its id — stored on the heading
/// block itself, where the renderer, the search index and the concept linker read it — and strips
/// a trailing `{#custom-id}` from the heading text.
struct HeadingCollector: MarkdownRewriter {
    private(set) var headings: [Heading] = []
    private var slugger = Slugger()

    /// Returns the document with custom-id markers removed; `headings` holds the result.
    mutating func collect(_ document: MarkdownDocument) -> MarkdownDocument {
        rewrite(document)
    }

    mutating func visit(_ block: Block, siblings: [Block], position: Int) -> Block {
        guard case .heading(let level, var content, _) = block.kind else { return visitChildren(of: block) }
        let customID = Self.stripCustomID(&content)
        let text = content.plainText.trimmingWhitespace
        let id = customID.map { slugger.reserve($0) } ?? slugger.unique(text)
        headings.append(Heading(level: level, text: text, id: id, line: block.line))
        var block = block
        block.kind = .heading(level: level, content: content, id: id)
        return block
    }

    /// Forgets a heading (a note's title heading, which its page shows as its title).
    mutating func forget(_ heading: Heading) {
        if let index = headings.firstIndex(of: heading) { headings.remove(at: index) }
    }

    /// Headings hold no headings: their inlines need no visit.
    mutating func visit(_ inlines: [Inline], in block: Block) -> [Inline] { inlines }

    /// `## 제목 {#my-id}` → content `제목`, id `my-id`.
    static func stripCustomID(_ content: inout [Inline]) -> String? {
        guard case .text(let text)? = content.last else { return nil }
        let trimmed = text.trimmingWhitespace
        guard trimmed.hasSuffix("}"), let open = trimmed.range(of: "{#", options: .backwards) else { return nil }
        let id = String(trimmed[open.upperBound..<trimmed.index(before: trimmed.endIndex)])
        guard !id.isEmpty, !id.contains(where: { $0.isWhitespace || $0 == "{" || $0 == "}" }) else { return nil }
        let remaining = String(trimmed[..<open.lowerBound]).trimmingWhitespace
        content.removeLast()
        if !remaining.isEmpty || content.isEmpty {
            content.append(.text(remaining))
        } else if case .text(let previous)? = content.last {
            content[content.count - 1] = .text(previous.trimmingWhitespace)
        }
        // Drop a trailing space the author put before the marker.
        if case .text(let last)? = content.last {
            content[content.count - 1] = .text(String(last.reversed().drop { $0 == " " }.reversed()))
        }
        return id
    }
}
