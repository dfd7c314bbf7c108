/// One parsed note: its front matter, its Markdown body, and what later stages need from it.
///
/// A value with its fields in one shared box (copy on write): `serve` keeps a course of 10,000
/// notes and passes over it after every save, and copying a note used to retain each of its
/// dozen fields — a third of a save's samples were those retains and releases. Copying a note
/// now retains one box; two copies of one note compare equal by identity at once.
public struct Note: Sendable, Hashable {
    private var storage: Storage

    init(relativePath: String, displayPath: String, frontMatter: FrontMatter, document: MarkdownDocument, headings: [Heading], title: String, codeBlocks: [CodeBlock], links: [Link], readableCharacters: Int, footnoteCount: Int, fixtures: [Fixture] = []) {
        storage = Storage(Fields(relativePath: relativePath, displayPath: displayPath, frontMatter: frontMatter, document: document, headings: headings, title: title, codeBlocks: codeBlocks, links: links, readableCharacters: readableCharacters, footnoteCount: footnoteCount, fixtures: fixtures))
    }

    /// Path relative to the content folder, with `/` separators (`01-combine/subjects.md`).
    public var relativePath: String {
        get { storage.fields.relativePath }
        set { update { $0.relativePath = newValue } }
    }
    /// Path as shown in messages (`content/01-combine/subjects.md`).
    public var displayPath: String {
        get { storage.fields.displayPath }
        set { update { $0.displayPath = newValue } }
    }
    public var frontMatter: FrontMatter {
        get { storage.fields.frontMatter }
        set { update { $0.frontMatter = newValue } }
    }
    public var document: MarkdownDocument {
        get { storage.fields.document }
        set { update { $0.document = newValue } }
    }
    public var headings: [Heading] {
        get { storage.fields.headings }
        set { update { $0.headings = newValue } }
    }
    /// The title: front matter `title`, else the first `#` heading, else the file name.
    public var title: String {
        get { storage.fields.title }
        set { update { $0.title = newValue } }
    }
    public var codeBlocks: [CodeBlock] {
        get { storage.fields.codeBlocks }
        set { update { $0.codeBlocks = newValue } }
    }
    public var links: [Link] {
        get { storage.fields.links }
        set { update { $0.links = newValue } }
    }
    /// Characters a reader reads (prose and code), for reading time.
    public var readableCharacters: Int {
        get { storage.fields.readableCharacters }
        set { update { $0.readableCharacters = newValue } }
    }
    /// Footnotes that are referenced (their ids are `fn1`, `fn2`…).
    public var footnoteCount: Int {
        get { storage.fields.footnoteCount }
        set { update { $0.footnoteCount = newValue } }
    }
    /// The network answers its snippets get (front matter `fixtures:`), bodies read from disk by
    /// `FixtureLoader` at every load.
    public var fixtures: [Fixture] {
        get { storage.fields.fixtures }
        set { update { $0.fixtures = newValue } }
    }

    public var location: SourceLocation { SourceLocation(file: displayPath) }

    /// This note with an empty body (`document`); its code blocks, front matter and paths are
    /// kept. What a build that writes the site keeps of its notes for the snippet stage, so that
    /// every parsed body can go as soon as its linked copy is made.
    var withoutBody: Note {
        var copy = self
        copy.document = MarkdownDocument(blocks: [])
        return copy
    }

    /// Minutes to read at a Korean reading speed (about 500 characters a minute), at least 1.
    public var readingMinutes: Int { max(1, Int((Double(readableCharacters) / 500).rounded())) }

    public static func == (lhs: Note, rhs: Note) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    // MARK: - The box

    private struct Fields: Sendable, Hashable {
        var relativePath: String
        var displayPath: String
        var frontMatter: FrontMatter
        var document: MarkdownDocument
        var headings: [Heading]
        var title: String
        var codeBlocks: [CodeBlock]
        var links: [Link]
        var readableCharacters: Int
        var footnoteCount: Int
        var fixtures: [Fixture]
    }

    /// Mutated only through `update`, which copies it first unless this note is its one owner:
    /// a box another value can see is never written, so sharing one across threads is safe.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        change(&storage.fields)
    }
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
