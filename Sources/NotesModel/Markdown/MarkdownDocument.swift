/// A parsed Markdown body: the blocks in order, footnote definitions last (as cmark-gfm orders
/// them: by first reference, unreferenced ones dropped).
public struct MarkdownDocument: Sendable, Hashable {
    public var blocks: [Block]
    /// Where nesting went deeper than `MarkdownParser.maximumDepth` and the content below was
    /// kept as plain text (line and column of the outermost flattened element).
    public var flattened: [Position]

    public struct Position: Sendable, Hashable {
        public var line: Int
        public var column: Int
    }

    public init(blocks: [Block], flattened: [Position] = []) {
        self.blocks = blocks
        self.flattened = flattened
    }
}
