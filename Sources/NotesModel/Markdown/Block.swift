/// A block of a Markdown document, as cmark-gfm parsed it.
public struct Block: Sendable, Hashable {
    public var kind: Kind
    /// Where the block starts in the note's source file.
    public var line: Int
    public var column: Int

    public init(_ kind: Kind, line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    public indirect enum Kind: Sendable, Hashable {
        case paragraph([Inline])
        case heading(level: Int, content: [Inline])
        case thematicBreak
        case blockQuote([Block])
        case list(List)
        case codeBlock(info: String, literal: String, fenced: Bool)
        case html(String)
        case table(Table)
        case footnoteDefinition(label: String, content: [Block])
    }

    public struct List: Sendable, Hashable {
        public var ordered: Bool
        public var start: Int
        public var tight: Bool
        public var items: [ListItem]
    }

    public struct ListItem: Sendable, Hashable {
        /// `nil` for an ordinary item, `true`/`false` for a task list item.
        public var task: Bool?
        public var content: [Block]
        public var line: Int
    }

    public struct Table: Sendable, Hashable {
        public enum Alignment: Sendable, Hashable { case none, left, center, right }
        public var alignments: [Alignment]
        public var header: [[Inline]]
        public var rows: [[[Inline]]]
    }
}
