/// The last run's notes and resolved course, kept by `SitePipeline` so that a save which changed
/// only the bodies of note pages is applied in place (`SitePipeline+BodyEdit.swift`) rather than
/// by resolving the whole course again: at 10,000 notes that is a pass over every note in each
/// of load, parse, course, concepts and links, most of a save's time.
struct ResolvedCourse: Sendable {
    /// As parsed (before concept linking), in the order of the sources they came from.
    var notes: [Note]
    /// A note's place in `notes` (and in the loaded sources), by relative path.
    let notePositions: [String: Int]
    var course: Course
    /// A note page's place in `course.pages`, by relative path.
    let pagePositions: [String: Int]
    /// Concept pages' notes: their mentions come after every note page's in `course.mentions`.
    let conceptNotes: Set<String>
    /// The problems of load, parse and resolve (not those of the snippets or the theme).
    var diagnostics: [Diagnostic]
    /// Whether the pipeline's last rendering was drawn from this course.
    var isRendered = false

    init(notes: [Note], course: Course, diagnostics: [Diagnostic]) {
        self.notes = notes
        self.course = course
        self.diagnostics = diagnostics
        var notePositions: [String: Int] = [:]
        notePositions.reserveCapacity(notes.count)
        for (position, note) in notes.enumerated() { notePositions[note.relativePath] = position }
        self.notePositions = notePositions
        var pagePositions: [String: Int] = [:]
        pagePositions.reserveCapacity(course.pages.count)
        for (position, page) in course.pages.enumerated() { pagePositions[page.note.relativePath] = position }
        self.pagePositions = pagePositions
        conceptNotes = Set(course.conceptPages.map(\.note.relativePath))
    }

    /// Where the mentions of the note page at `page` are in `course.mentions`: they are in
    /// reading order — the home page's and the chapters' introductions first, then the note
    /// pages in order, then the concept pages — so a binary search finds them.
    func mentionRange(ofPage page: Int) -> Range<Int> {
        let mentions = course.mentions
        func rank(_ mention: Mention) -> Int {
            if let position = pagePositions[mention.note] { return position }
            return conceptNotes.contains(mention.note) ? Int.max : -1
        }
        return mentions.partitioningIndex { rank($0) >= page }..<mentions.partitioningIndex { rank($0) > page }
    }

    /// Removes one instance of each of `old` (problems found the last time for what changed).
    mutating func replaceDiagnostics(_ old: [Diagnostic], with new: [Diagnostic]) {
        for diagnostic in old {
            if let position = diagnostics.firstIndex(of: diagnostic) { diagnostics.remove(at: position) }
        }
        diagnostics += new
    }
}
