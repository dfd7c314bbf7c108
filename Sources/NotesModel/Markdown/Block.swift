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
        /// A GitHub alert (`> [!NOTE]`…): a block quote shown as a callout; the marker line removed.
        case alert(Alert, [Block])
        case list(List)
        case codeBlock(Code)
        case html(String)
        case table(Table)
        case footnoteDefinition(label: String, content: [Block])
    }

    /// A code block: its info string, read once into what it means for snippets, and its text.
    public struct Code: Sendable, Hashable {
        /// The info string as written (its first word is the language shown on the page).
        public var info: String
        public var snippet: SnippetInfo
        public var literal: String
        /// Fenced (```) rather than indented: only fenced blocks can be blessed with an output.
        public var fenced: Bool

        public init(info: String, literal: String, fenced: Bool) {
            self.info = info
            snippet = SnippetInfo(parsing: info)
            self.literal = literal
            self.fenced = fenced
        }
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
