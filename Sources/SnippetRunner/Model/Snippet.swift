import NotesModel

/// One code block `sitegen verify` looks at.
public struct Snippet: Sendable, Hashable {
    /// The note's path as shown in messages (`content/x.md`).
    public var file: String
    /// The note's path relative to the content folder.
    public var relativePath: String
    public var block: CodeBlock
    /// The network answers of its note (`fixtures:`), bodies included.
    public var fixtures: [Fixture]

    public var line: Int { block.line }
    public var id: SnippetID { block.id }
    public var info: SnippetInfo { block.info }
    /// `content/x.md:42`, for messages.
    public var place: String { "\(file):\(line)" }

    public init(file: String, relativePath: String, block: CodeBlock, fixtures: [Fixture] = []) {
        self.file = file
        self.relativePath = relativePath
        self.block = block
        self.fixtures = fixtures
    }
}

/// Shared setup code compiled into a unit ahead of its own blocks (`swift setup` blocks of
/// `content/index.md`, then of the unit's note), each block's syntax parsed once for every unit
/// that includes it.
public struct Prelude: Sendable, Hashable {
    public private(set) var snippets: [Snippet] = []
    public private(set) var syntaxes: [SnippetSyntax] = []

    public init() {}

    public init(_ snippets: [Snippet]) {
        self.snippets = snippets
        syntaxes = snippets.map { SnippetSyntax($0.block.source) }
    }

    public var isEmpty: Bool { snippets.isEmpty }

    /// This prelude followed by `other`.
    func followed(by other: Prelude) -> Prelude {
        var joined = self
        joined.snippets += other.snippets
        joined.syntaxes += other.syntaxes
        return joined
    }
}

/// One program: a snippet, or a `run` block and the `continue` blocks after it, compiled and run
/// together as the cells of one playground, after the shared setup code it includes.
public struct SnippetUnit: Sendable, Hashable {
    /// What the unit's run proves, and of which block.
    public enum Purpose: Sendable, Hashable {
        /// Its own blocks do what they say.
        case plain
        /// An exercise's starter (compiled ahead of the checks, or run for the solution's
        /// output): it must compile and must *fail* its checks.
        case starter(Snippet, exercise: String)
        /// An exercise's solution: it must pass the checks.
        case solution(Snippet, exercise: String)
    }

    public private(set) var snippets: [Snippet]
    public internal(set) var purpose = Purpose.plain
    /// Each block's syntax, parsed once here for everything that asks (merging, imports, timing).
    public private(set) var syntaxes: [SnippetSyntax]
    /// The shared setup code compiled ahead of the blocks (hidden on their page).
    public private(set) var prelude: Prelude

    public init(_ snippet: Snippet, prelude: Prelude = Prelude()) {
        snippets = [snippet]
        syntaxes = [SnippetSyntax(snippet.block.source)]
        self.prelude = prelude
    }

    /// Adds a `continue` block (or the next setup block of a note's setup unit).
    mutating func append(_ snippet: Snippet) {
        snippets.append(snippet)
        syntaxes.append(SnippetSyntax(snippet.block.source))
    }

    public var kind: SnippetInfo.Kind { snippets[0].info.kind }
    /// Whether its program is run once built (not only compiled).
    var runs: Bool { kind == .run || kind == .test }
    public var first: Snippet { snippets[0] }
    public var shouldCrash: Bool { snippets.contains { $0.info.shouldCrash } }
    public var timeout: Double { snippets.compactMap(\.info.timeoutSeconds).max() ?? 10 }
    /// The network answers its note declares (every block of a unit is from one note).
    public var fixtures: [Fixture] { first.fixtures }

    /// The prelude's blocks and the unit's own, with their syntax: what the program is made of.
    var allParts: [(snippet: Snippet, syntax: SnippetSyntax)] {
        Array(zip(prelude.snippets, prelude.syntaxes)) + Array(zip(snippets, syntaxes))
    }

    private var allSyntaxes: [SnippetSyntax] { prelude.syntaxes + syntaxes }

    /// Whether any block names URLSession's types: such a program links the support library,
    /// whose harness answers requests from fixtures.
    var usesNetwork: Bool { allSyntaxes.contains(where: \.usesNetwork) }

    /// Whether the harness must answer requests: the unit names URLSession's types, its note
    /// has fixtures, or it writes a URL (`Data(contentsOf:)` goes through `URLSession.shared`).
    var mayUseNetwork: Bool {
        usesNetwork || !fixtures.isEmpty || allParts.contains { $0.snippet.block.source.contains("http://") || $0.snippet.block.source.contains("https://") }
    }

    /// The XCTest methods of its `swift test` block (empty for other kinds).
    var testCases: TestCases {
        kind == .test ? TestCases(snippets[snippets.count - 1].block.source) : TestCases("")
    }

    /// Whether any block asks for a marble diagram (its run writes an event log).
    var wantsMarbles: Bool { snippets.contains { $0.info.marbles != nil } }

    /// Whether any block may schedule work for later (see `SitegenHarness.end`).
    var mayBeAsync: Bool { allSyntaxes.contains { $0.usesAwait || !$0.asyncHints.isEmpty } }

    /// Durations written in any block, in seconds, and the fixtures' delays (the snippet waits
    /// for them, silent).
    var literalDurations: [Double] { allSyntaxes.flatMap(\.literalDurations) + fixtures.map(\.delay).filter { $0 > 0 } }

    /// The modules the blocks (and the prelude) import, each with the line that imports it.
    var imports: [(name: String, place: String)] {
        var found: [(name: String, place: String)] = []
        for (snippet, syntax) in allParts {
            for segment in syntax.segments where segment.role == .import {
                let words = segment.text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "." })
                guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count else { continue }
                var name = String(words[importIndex + 1])
                if ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(name), importIndex + 2 < words.count {
                    name = String(words[importIndex + 2])
                }
                found.append((name, "\(snippet.file):\(snippet.line + 1 + segment.line)"))
            }
        }
        return found
    }

    /// Whether a compiler diagnostic at `file:line` lies in one of the unit's blocks or its
    /// prelude (Markdown lines: a fence's code starts on the line after it).
    func contains(file: String, line: Int) -> Bool {
        allParts.contains { part in
            file == part.snippet.file && line > part.snippet.line
                && line <= part.snippet.line + 1 + part.snippet.block.source.split(separator: "\n", omittingEmptySubsequences: false).count
        }
    }
}
