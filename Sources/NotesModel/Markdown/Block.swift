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
        /// `id`: the anchor id `HeadingCollector` gave it (GitHub's rule, or the author's
        /// `{#custom-id}`); empty in Markdown that is not a note's (no anchor is drawn).
        case heading(level: Int, content: [Inline], id: String = "")
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
        /// The ```` ```output ```` block right after this one, if any (see `attachingOutputs`).
        public var output: Output?
        /// The ```` ```errors ```` block right after this one or after its output block: the
        /// compiler diagnostics it must get (see `attachingOutputs`).
        public var diagnostics: Output?
        /// The block's code as the page shows it, highlighted and its mentions linked: set by
        /// concept linking (resolve), which parses Swift blocks anyway, so rendering need not
        /// parse them again; `nil` until then, and for other languages.
        var highlightedHTML: String?

        /// What a snippet is expected to print: an output block's text and its fence line.
        public struct Output: Sendable, Hashable {
            public var literal: String
            public var line: Int
        }

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

extension Block {
    /// The one rule pairing a snippet with what it prints: a ```` ```output ```` block directly
    /// after a code block (nothing between them, same parent) holds that block's expected
    /// output. The parser applies it to every run of sibling blocks; verification, blessing and
    /// compare groups read `Code.output`. The output block stays in the tree, drawn as itself.
    ///
    /// The same rule pairs it with an ```` ```errors ```` block: directly after it, or directly
    /// after its output block.
    static func attachingOutputs(_ blocks: [Block]) -> [Block] {
        var blocks = blocks
        for position in blocks.indices.dropLast() {
            guard case .codeBlock(var code) = blocks[position].kind, code.snippet.kind != .output, code.snippet.kind != .errors,
                  case .codeBlock(let next) = blocks[position + 1].kind else { continue }
            var errorsPosition = position + 1
            if next.snippet.kind == .output {
                code.output = Code.Output(literal: next.literal, line: blocks[position + 1].line)
                errorsPosition += 1
            }
            if errorsPosition < blocks.count, case .codeBlock(let errors) = blocks[errorsPosition].kind, errors.snippet.kind == .errors {
                code.diagnostics = Code.Output(literal: errors.literal, line: blocks[errorsPosition].line)
            }
            blocks[position].kind = .codeBlock(code)
        }
        return blocks
    }
}
