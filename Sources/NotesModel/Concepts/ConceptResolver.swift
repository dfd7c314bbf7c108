import Foundation

/// The **concepts** part of resolving: builds the registry from `content/concepts/` and
/// `content/compare/`, gives concept notes their pages, links mentions in every note and records
/// them for the backlinks.
public enum ConceptResolver {
    /// What linking found for each note, kept between builds: a note whose text did not change
    /// is linked the same way while the concepts and comparison rows stay the same.
    public struct Memory: Sendable {
        var registry: ConceptRegistry?
        var linked: [String: Linked] = [:]

        public init() {}
    }

    public static func resolve(_ course: Course, notes: [Note], comparisons: [ContentLoader.SourceFile]) -> (course: Course, diagnostics: [Diagnostic]) {
        var memory = Memory()
        return resolve(course, notes: notes, comparisons: comparisons, memory: &memory, unchanged: [])
    }

    /// - Parameter unchanged: notes (by relative path) whose text is what `memory` saw.
    /// - Parameter remember: whether `memory` keeps what linking found, for a next run; a build
    ///   that runs once passes `false`, and each note's mentions are then held once, not twice.
    /// - Parameter highlights: the Swift blocks parsed by the last build (`HighlightCache`).
    ///
    /// `course` is consumed: passed as the only copy of its pages, each page's parsed document
    /// is let go as soon as its linked one is made (at 10,000 notes the two, held together,
    /// were a fifth of a build's peak).
    public static func resolve(_ course: consuming Course, notes: [Note], comparisons: [ContentLoader.SourceFile], memory: inout Memory, unchanged: Set<String>, remember: Bool = true, highlights: HighlightCache? = nil) -> (course: Course, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var tables: [ComparisonTable] = []
        for file in comparisons {
            let parsed = ComparisonTable.parse(file.text, relativePath: file.relativePath, displayPath: file.displayPath)
            diagnostics += parsed.diagnostics
            if let table = parsed.table {
                if tables.contains(where: { $0.id == table.id }) {
                    diagnostics.append(.error(SourceLocation(file: file.displayPath), "the comparison id '\(table.id)' is used twice"))
                } else {
                    tables.append(table)
                }
            }
        }
        let built = ConceptRegistry.build(notes: notes, tables: tables)
        diagnostics += built.diagnostics
        let registry = built.registry
        course.registry = registry
        course.conceptPages = registry.concepts.compactMap { concept in
            notes.first { $0.relativePath == concept.source }.map { CoursePage(note: $0, url: concept.url) }
        }
        let index = MentionIndex(registry)
        course.mentionIndex = index

        // Mentions are gathered apart from `course`, whose pages are being changed in place, a
        // list per page, joined in reading order once every count is known.
        var found: [[Mention]] = []
        func link(_ page: inout CoursePage, ownConcept: String?) {
            var linker = ConceptLinker(index: index, note: page.note, ownConcept: ownConcept, highlights: highlights)
            page.note.document = linker.link()
            found.append(linker.mentions)
            diagnostics += linker.diagnostics
        }
        if var home = course.home { link(&home, ownConcept: nil); course.home = home }
        for position in course.chapters.indices {
            if var page = course.chapters[position].index { link(&page, ownConcept: nil); course.chapters[position].index = page }
        }
        // The notes are linked on every core (a third of a 1,000-note build when done one by
        // one); results are taken in reading order, so mentions keep their order.
        let reusable = memory.registry == registry ? memory.linked : [:]
        var results = Self.linkAll(&course.pages, index: index, highlights: highlights) { note in
            unchanged.contains(note.relativePath) ? reusable[note.relativePath] : nil
        }
        memory = Memory()
        memory.registry = registry
        if remember { memory.linked.reserveCapacity(results.count) }
        for position in results.indices {
            found.append(results[position].mentions)
            diagnostics += results[position].diagnostics
            if remember { memory.linked[course.pages[position].note.relativePath] = results[position] }
            results[position] = Linked(document: MarkdownDocument(blocks: []), mentions: [], diagnostics: [])
        }
        for position in course.conceptPages.indices {
            let id = registry.concepts.first { $0.source == course.conceptPages[position].note.relativePath }?.id
            link(&course.conceptPages[position], ownConcept: id)
        }
        course.mentions = joinedInParallel(&found)
        return (course, diagnostics)
    }

    /// One note page linked again — a save changed only its body, so the concepts, the other
    /// pages and their mentions are what `memory` saw — without visiting the rest of the course.
    /// `page.note` is the note as parsed; returns what linking found before and now (the caller
    /// puts the mentions in their place in `Course.mentions`).
    static func relink(_ page: inout CoursePage, index: MentionIndex, memory: inout Memory) -> (before: Linked?, after: Linked) {
        var linker = ConceptLinker(index: index, note: page.note, ownConcept: nil)
        let document = linker.link()
        let after = Linked(document: document, mentions: linker.mentions, diagnostics: linker.diagnostics)
        page.note.document = document
        let before = memory.linked.updateValue(after, forKey: page.note.relativePath)
        return (before, after)
    }

    struct Linked: Sendable {
        var document: MarkdownDocument
        var mentions: [Mention]
        var diagnostics: [Diagnostic]
    }

    /// Links every page in place, on every core. A page's note is read from `pages` by each
    /// worker and its document replaced there (not copied out: an array of 10,000 copied
    /// notes cost `serve` a few milliseconds a save, and a copy would keep every parsed document).
    private static func linkAll(_ pages: inout [CoursePage], index: MentionIndex, highlights: HighlightCache?, known: (Note) -> Linked?) -> [Linked] {
        var results = pages.indices.map { known(pages[$0].note) }
        for position in results.indices {
            if let kept = results[position] { pages[position].note.document = kept.document }
        }
        let pending = results.indices.filter { results[$0] == nil }
        let linked = pages.withUnsafeMutableBufferPointer { buffer in
            let shared = DisjointSlots(buffer)
            return pending.parallelMap { position in
                var linker = ConceptLinker(index: index, note: shared[position].note, ownConcept: nil, highlights: highlights)
                let document = linker.link()
                shared[position].note.document = document
                return Linked(document: document, mentions: linker.mentions, diagnostics: linker.diagnostics)
            }
        }
        for (position, result) in zip(pending, linked) { results[position] = result }
        return results.map { $0! }
    }
}
