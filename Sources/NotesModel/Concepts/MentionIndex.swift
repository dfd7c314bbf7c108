/// What to look for in notes: every alias of every concept and every term of every comparison
/// row, with where a link to it goes.
public struct MentionIndex: Sendable {
    public struct Entry: Sendable, Hashable {
        public var target: Mention.Target
        public var href: String
        /// Preview text: the concept's title and one-line description, or the row's counterparts.
        public var title: String
        /// The target's place among the index's targets (`0..<targetCount`): what a linker
        /// marks per section, without hashing the target.
        var number = 0
    }

    /// How many targets the entries point at (concepts and comparison rows).
    private(set) var targetCount = 0

    /// Prose spellings, longest first, so `순환 참조` wins over a shorter alias inside it.
    var prose: [(text: String, entry: Entry)] = []
    /// Identifiers in Swift code and inline code → row (or concept) links.
    var identifiers: [String: Entry] = [:]
    /// Concepts found by name in Swift code (`AnyCancellable`, `DisposeBag`).
    var codeConcepts: [String: Entry] = [:]
    /// `weak` / `unowned` / capture-list concepts, for keywords in code.
    var keywordConcepts: [String: Entry] = [:]
    var conceptsByID: [String: Entry] = [:]
    /// `prose` arranged for scanning (see `ProseMatcher`).
    var proseTable = ProseMatcher.Table([])

    public init(_ registry: ConceptRegistry) {
        for concept in registry.concepts {
            let preview = concept.description.map { "\(concept.title) — \($0)" } ?? concept.title
            let entry = Entry(target: .concept(concept.id), href: concept.url, title: preview, number: targetCount)
            targetCount += 1
            conceptsByID[concept.id] = entry
            for alias in concept.aliases where !alias.isEmpty {
                prose.append((alias, entry))
                if alias.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && alias.first?.isUppercase == true {
                    codeConcepts[alias] = entry
                }
            }
        }
        for keyword in ["weak", "unowned", "capture-list"] { keywordConcepts[keyword] = conceptsByID[keyword] }
        for table in registry.tables {
            for row in table.rows {
                let entry = Entry(target: .row(table.id, row.id), href: "\(table.url)#\(row.id)", title: table.counterparts(of: row), number: targetCount)
                targetCount += 1
                for names in row.terms.values {
                    for name in names where identifiers[name] == nil {
                        identifiers[name] = entry
                        // Distinctive type names are found in prose too (`BehaviorRelay를`).
                        if name.count >= 4, name.first?.isUppercase == true, !prose.contains(where: { $0.text == name }) {
                            prose.append((name, entry))
                        }
                    }
                }
            }
        }
        prose.sort { $0.text.count > $1.text.count }
        proseTable = ProseMatcher.Table(prose)
        for (text, entry) in prose where proseByText[text] == nil { proseByText[text] = entry }
    }

    /// Exact spellings, for inline code spans.
    var proseByText: [String: Entry] = [:]

    public var isEmpty: Bool { prose.isEmpty && identifiers.isEmpty }

    /// Where a code identifier or keyword links in highlighted code.
    func codeLink(forIdentifier name: String) -> Entry? {
        identifiers[name] ?? codeConcepts[name]
    }
}
