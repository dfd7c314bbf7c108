/// A concept of the course (`weak`, `unowned`, `dispose-bag`…): one page that explains it and
/// lists every place it is mentioned. Defined by a note in `content/concepts/<id>.md`.
public struct Concept: Sendable, Hashable {
    public var id: String
    public var title: String
    public var description: String?
    /// Spellings found in notes (`unowned`, `순환 참조`, `DisposeBag`…), matched case-sensitively.
    public var aliases: [String]
    public var related: [String]
    /// The concept note's relative path.
    public var source: String

    public var url: String { "/concepts/\(id)/" }

    public init(id: String, title: String, description: String?, aliases: [String], related: [String], source: String) {
        self.id = id
        self.title = title
        self.description = description
        self.aliases = aliases
        self.related = related
        self.source = source
    }
}

/// One place a concept or a comparison row is mentioned.
public struct Mention: Sendable, Hashable {
    public enum Target: Sendable, Hashable {
        case concept(String)
        /// Comparison table id and row id.
        case row(String, String)
    }

    public var target: Target
    /// The note's relative path.
    public var note: String
    /// The heading the mention sits under (`nil` before the first heading).
    public var sectionID: String?
    public var sectionTitle: String?
    /// A short piece of the text around the mention.
    public var excerpt: String
    public var line: Int
    /// Found in Swift code rather than prose.
    public var inCode: Bool
}
