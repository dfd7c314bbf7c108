/// A walk over a document that may rewrite it, in reading order. Every method's default visits
/// the children and rebuilds the node, so a walker implements only the cases it cares about and
/// calls `visitChildren` where it wants the default to continue (swift-markdown's
/// `MarkupRewriter`, on sitegen's value types).
///
/// `HTMLRenderer` is the one walker that switches over every kind itself: it must say something
/// for each, and the compiler checks that it does.
protocol MarkdownRewriter {
    /// A block; `siblings` and `position` place it among the blocks it belongs to.
    mutating func visit(_ block: Block, siblings: [Block], position: Int) -> Block
    /// The inlines of a paragraph, heading or table cell of `block`.
    mutating func visit(_ inlines: [Inline], in block: Block) -> [Inline]
    /// One inline of `block`.
    mutating func visit(_ inline: Inline, in block: Block) -> Inline
}

extension MarkdownRewriter {
    mutating func visit(_ block: Block, siblings: [Block], position: Int) -> Block {
        visitChildren(of: block)
    }

    mutating func visit(_ inlines: [Inline], in block: Block) -> [Inline] {
        inlines.map { visit($0, in: block) }
    }

    mutating func visit(_ inline: Inline, in block: Block) -> Inline {
        visitChildren(of: inline, in: block)
    }

    /// Visits every block of a document.
    mutating func rewrite(_ document: MarkdownDocument) -> MarkdownDocument {
        MarkdownDocument(blocks: visit(document.blocks))
    }

    mutating func visit(_ blocks: [Block]) -> [Block] {
        blocks.indices.map { visit(blocks[$0], siblings: blocks, position: $0) }
    }

    /// The default: the block's inlines and child blocks visited, the block rebuilt around them.
    mutating func visitChildren(of block: Block) -> Block {
        var block = block
        switch block.kind {
        case .paragraph(let content):
            block.kind = .paragraph(visit(content, in: block))
        case .heading(let level, let content, let id):
            block.kind = .heading(level: level, content: visit(content, in: block), id: id)
        case .blockQuote(let children):
            block.kind = .blockQuote(visit(children))
        case .alert(let alert, let children):
            block.kind = .alert(alert, visit(children))
        case .list(var list):
            for item in list.items.indices { list.items[item].content = visit(list.items[item].content) }
            block.kind = .list(list)
        case .footnoteDefinition(let label, let children):
            block.kind = .footnoteDefinition(label: label, content: visit(children))
        case .table(var table):
            table.header = table.header.map { visit($0, in: block) }
            table.rows = table.rows.map { row in row.map { visit($0, in: block) } }
            block.kind = .table(table)
        case .thematicBreak, .codeBlock, .html:
            break
        }
        return block
    }

    /// The default: the inline's content visited, the inline rebuilt around it.
    mutating func visitChildren(of inline: Inline, in block: Block) -> Inline {
        switch inline {
        case .emphasis(let content): .emphasis(visit(content, in: block))
        case .strong(let content): .strong(visit(content, in: block))
        case .strikethrough(let content): .strikethrough(visit(content, in: block))
        case .link(let destination, let title, let content, let line, let column):
            .link(destination: destination, title: title, content: visit(content, in: block), line: line, column: column)
        case .image(let source, let title, let alt, let line, let column):
            .image(source: source, title: title, alt: visit(alt, in: block), line: line, column: column)
        case .conceptLink(let href, let title, let content):
            .conceptLink(href: href, title: title, content: visit(content, in: block))
        case .text, .softBreak, .lineBreak, .code, .html, .footnoteReference:
            inline
        }
    }
}
