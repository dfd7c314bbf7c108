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
///
/// A course has many (about 90 a note in the benchmark's course, dense with concept names), so a mention
/// is kept small: its note and section are one box shared by every mention of that section.
public struct Mention: Sendable, Hashable {
    public enum Target: Sendable, Hashable {
        case concept(String)
        /// Comparison table id and row id.
        case row(String, String)
    }

    public var target: Target
    private var place: Place
    /// A short piece of the text around the mention.
    public var excerpt: String
    private var storedLine: Int32
    /// Found in Swift code rather than prose.
    public var inCode: Bool

    public init(target: Target, note: String, sectionID: String?, sectionTitle: String?, excerpt: String, line: Int, inCode: Bool) {
        self.init(target: target, place: Place(note: note, sectionID: sectionID, sectionTitle: sectionTitle), excerpt: excerpt, line: line, inCode: inCode)
    }

    init(target: Target, place: Place, excerpt: String, line: Int, inCode: Bool) {
        self.target = target
        self.place = place
        self.excerpt = excerpt
        storedLine = Int32(clamping: line)
        self.inCode = inCode
    }

    /// The note's relative path.
    public var note: String {
        get { place.note }
        set { place = Place(note: newValue, sectionID: place.sectionID, sectionTitle: place.sectionTitle) }
    }
    /// The heading the mention sits under (`nil` before the first heading).
    public var sectionID: String? {
        get { place.sectionID }
        set { place = Place(note: place.note, sectionID: newValue, sectionTitle: place.sectionTitle) }
    }
    public var sectionTitle: String? {
        get { place.sectionTitle }
        set { place = Place(note: place.note, sectionID: place.sectionID, sectionTitle: newValue) }
    }
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// Whether `other` lies in the same section id (both before any heading, or the same id
    /// byte for byte): first whether both share one `Place`, as a section's mentions do.
    /// Bytes, not `String` equality, which for ids of Hangul is a Unicode normalization each.
    func hasSameSectionID(as other: Mention) -> Bool {
        if place === other.place { return true }
        switch (place.sectionID, other.place.sectionID) {
        case (nil, nil): return true
        case let (mine?, theirs?): return mine.utf8.elementsEqual(theirs.utf8)
        default: return false
        }
    }

    /// A note and the section in it; compared by value.
    final class Place: Sendable, Hashable {
        let note: String
        let sectionID: String?
        let sectionTitle: String?

        init(note: String, sectionID: String?, sectionTitle: String?) {
            self.note = note
            self.sectionID = sectionID
            self.sectionTitle = sectionTitle
        }

        static func == (lhs: Place, rhs: Place) -> Bool {
            lhs === rhs || (lhs.note == rhs.note && lhs.sectionID == rhs.sectionID && lhs.sectionTitle == rhs.sectionTitle)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(note)
            hasher.combine(sectionID)
            hasher.combine(sectionTitle)
        }
    }
}
