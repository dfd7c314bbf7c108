/// The pages listing the notes that mention a concept or a comparison row, `ChapterPaging.perPage`
/// notes a page, so that none grows with the course: a concept's (`/concepts/<id>/`, then
/// `/concepts/<id>/page/2/`, …) and, for a row mentioned in more notes than its table shows
/// (`rowNotesShown`), the row's own (`/compare/<table>/<row>/`, then `…/page/2/`, …).
///
/// Decided here from the course alone: the renderer, the sitemap and `RenderPlan` (which must
/// render everything again when a page appears or goes) ask this type.
struct MentionListings {
    /// Notes a comparison row lists in its table; the others are on the row's own pages.
    static let rowNotesShown = 5

    /// Target → how many notes mention it.
    private(set) var noteCounts: [Mention.Target: Int] = [:]

    init(_ course: Course) {
        // `course.mentions` is in reading order, one note's mentions together.
        // Only the two fields read are taken from each mention, not a copy of it (its
        // excerpt and place retained and released: half of this loop).
        var lastNote: [Mention.Target: String] = [:]
        let mentions = course.mentions
        for index in mentions.indices {
            let target = mentions[index].target, note = mentions[index].note
            guard lastNote[target] != note else { continue }
            lastNote[target] = note
            noteCounts[target, default: 0] += 1
        }
    }

    func noteCount(_ target: Mention.Target) -> Int { noteCounts[target] ?? 0 }

    /// The concept's pages, its own first.
    func urls(of concept: Concept) -> [String] {
        ChapterPaging.urls(base: concept.url, count: noteCount(.concept(concept.id)))
    }

    /// The row's own pages; none for a row its table lists whole.
    func urls(of row: ComparisonTable.Row, in table: ComparisonTable) -> [String] {
        let count = noteCount(.row(table.id, row.id))
        guard count > Self.rowNotesShown else { return [] }
        return ChapterPaging.urls(base: "\(table.url)\(row.id)/", count: count)
    }

    /// Every page of every concept and row, in the registry's order.
    func allURLs(_ registry: ConceptRegistry) -> [String] {
        registry.concepts.flatMap { urls(of: $0) }
            + registry.tables.flatMap { table in table.rows.flatMap { urls(of: $0, in: table) } }
    }
}
