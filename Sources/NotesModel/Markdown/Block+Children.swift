extension Block {
    /// The block with `transform` applied to each block directly inside it (block quotes, list
    /// items, footnotes); leaves and paragraphs come back unchanged. Walkers that rewrite blocks
    /// recurse through this instead of repeating the container cases.
    func mapChildren(_ transform: (Block) -> Block) -> Block {
        var block = self
        switch kind {
        case .blockQuote(let children):
            block.kind = .blockQuote(children.map(transform))
        case .list(var list):
            list.items = list.items.map { item in
                var item = item
                item.content = item.content.map(transform)
                return item
            }
            block.kind = .list(list)
        case .footnoteDefinition(let label, let children):
            block.kind = .footnoteDefinition(label: label, content: children.map(transform))
        default:
            break
        }
        return block
    }
}
