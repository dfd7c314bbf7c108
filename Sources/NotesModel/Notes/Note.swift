/// One parsed note: its front matter, its Markdown body, and what later stages need from it.
public struct Note: Sendable, Hashable {
    /// Path relative to the content folder, with `/` separators (`01-combine/subjects.md`).
    public var relativePath: String
    /// Path as shown in messages (`content/01-combine/subjects.md`).
    public var displayPath: String
    public var frontMatter: FrontMatter
    public var document: MarkdownDocument
    public var headings: [Heading]
    /// The title: front matter `title`, else the first `#` heading, else the file name.
    public var title: String
    public var codeBlocks: [CodeBlock]
    public var links: [Link]
    /// Characters a reader reads (prose and code), for reading time.
    public var readableCharacters: Int
    /// Footnotes that are referenced (their ids are `fn1`, `fn2`…).
    public var footnoteCount: Int
    /// The network answers its snippets get (front matter `fixtures:`), bodies read from disk by
    /// `FixtureLoader` at every load.
    public var fixtures: [Fixture] = []

    public var location: SourceLocation { SourceLocation(file: displayPath) }

    /// Minutes to read at a Korean reading speed (about 500 characters a minute), at least 1.
    public var readingMinutes: Int { max(1, Int((Double(readableCharacters) / 500).rounded())) }
}

/// A link or image in a note, as written.
public struct Link: Sendable, Hashable {
    public var destination: String
    public var isImage: Bool
    public var line: Int
    public var column: Int

    public init(destination: String, isImage: Bool, line: Int, column: Int) {
        self.destination = destination
        self.isImage = isImage
        self.line = line
        self.column = column
    }
}
