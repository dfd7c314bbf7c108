/// A parsed Markdown body: the blocks in order, footnote definitions last (as cmark-gfm orders
/// them: by first reference, unreferenced ones dropped).
public struct MarkdownDocument: Sendable, Hashable {
    public var blocks: [Block]

    public init(blocks: [Block]) {
        self.blocks = blocks
    }
}
