/// All concepts and comparison tables of a course, and the spellings that point at them.
public struct ConceptRegistry: Sendable, Hashable {
    public var concepts: [Concept]
    public var tables: [ComparisonTable]

    public init(concepts: [Concept], tables: [ComparisonTable]) {
        self.concepts = concepts
        self.tables = tables
    }

    public func concept(_ id: String) -> Concept? { concepts.first { $0.id == id } }

    /// Notes in `concepts/` define the concepts: `id` (else the file name), `title`, `aliases`,
    /// `related`.
    public static func conceptNotes(_ notes: [Note]) -> [Note] {
        notes.filter { $0.relativePath.hasPrefix("concepts/") && !$0.relativePath.hasSuffix("/_index.md") && !$0.frontMatter.draft }
    }

    public static func build(notes: [Note], tables: [ComparisonTable]) -> (registry: ConceptRegistry, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var concepts: [Concept] = []
        for note in conceptNotes(notes) {
            let fileName = String(note.relativePath.split(separator: "/").last!).replacingSuffix(".md")
            let id = note.frontMatter.extra["id"]?.first ?? fileName
            guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                diagnostics.append(.error(note.location, "a concept id may hold only letters, digits, '-' and '_': '\(id)'"))
                continue
            }
            if let other = concepts.first(where: { $0.id == id }) {
                diagnostics.append(.error(note.location, "the concept id '\(id)' is also defined by content/\(other.source)"))
                continue
            }
            var aliases = note.frontMatter.extra["aliases"] ?? []
            if aliases.isEmpty { aliases = [id] }
            for alias in aliases {
                if let other = concepts.first(where: { $0.aliases.contains(alias) }) {
                    diagnostics.append(.error(note.location, "the alias '\(alias)' is also an alias of the concept '\(other.id)' (content/\(other.source)): a mention could not tell the two apart"))
                }
            }
            concepts.append(Concept(id: id, title: note.title, description: note.frontMatter.description, aliases: aliases,
                                    related: note.frontMatter.extra["related"] ?? [], source: note.relativePath))
        }
        let ids = Set(concepts.map(\.id))
        for concept in concepts {
            for related in concept.related where !ids.contains(related) {
                let note = notes.first { $0.relativePath == concept.source }
                diagnostics.append(.error(note?.location ?? SourceLocation(file: concept.source), "related concept '\(related)' does not exist (known: \(ids.sorted().joined(separator: ", ")))"))
            }
        }
        return (ConceptRegistry(concepts: concepts.sorted { $0.title < $1.title }, tables: tables), diagnostics)
    }
}
