/// A note's exercises taken apart for the site: the note's page keeps each exercise's starter
/// and checks; each solution gets a page of its own, so it is not one scroll away.
///
/// - A solution is its ` ```swift solution=ID ` block and every block after it (its output
///   block, the explanation) up to the next heading or thematic break (`---`).
/// - Hints are the `> [!TIP]` alerts between the exercise's starter and its solution: the
///   solution page shows them first, each folded, and the note's page leaves them out.
public struct ExerciseSplit: Sendable {
    public struct Solution: Sendable, Hashable {
        public var id: String
        /// The heading the starter stands under (the exercise's name), if any.
        public var title: String?
        /// The starter's fence line in the note.
        public var starterLine: Int?
        public var hints: [[Block]]
        public var blocks: [Block]
    }

    /// The note's own page: its document without the solutions and hints.
    public var page: MarkdownDocument
    public var solutions: [Solution]

    public init(_ document: MarkdownDocument) {
        let blocks = document.blocks
        guard blocks.contains(where: { Self.solutionID(of: $0) != nil }) else {
            page = document
            solutions = []
            return
        }
        var kept: [Block] = []
        var solutions: [Solution] = []
        var heading: String?
        var starters: [String: (line: Int, title: String?, keptIndex: Int)] = [:]
        var position = 0
        while position < blocks.count {
            let block = blocks[position]
            if case .heading(_, let content, _) = block.kind { heading = content.plainText.trimmingWhitespace }
            if case .codeBlock(let code) = block.kind, let id = code.snippet.exerciseID, code.snippet.kind == .shown {
                starters[id] = (block.line, heading, kept.count)
            }
            guard let id = Self.solutionID(of: block) else {
                kept.append(block)
                position += 1
                continue
            }
            var end = position + 1
            while end < blocks.count, !Self.endsSolution(blocks[end]) { end += 1 }
            // Hints: the tips written after this exercise's starter, taken off the page.
            var hints: [[Block]] = []
            if let starter = starters[id] {
                var remaining: [Block] = Array(kept[..<starter.keptIndex])
                for block in kept[starter.keptIndex...] {
                    if case .alert(.tip, let content) = block.kind { hints.append(content) } else { remaining.append(block) }
                }
                kept = remaining
            }
            solutions.append(Solution(id: id, title: starters[id]?.title ?? heading, starterLine: starters[id]?.line, hints: hints, blocks: Array(blocks[position..<end])))
            position = end
        }
        page = MarkdownDocument(blocks: kept, flattened: document.flattened)
        self.solutions = solutions
    }

    static func solutionID(of block: Block) -> String? {
        guard case .codeBlock(let code) = block.kind, code.snippet.kind == .shown else { return nil }
        return code.snippet.solutionID
    }

    static func endsSolution(_ block: Block) -> Bool {
        switch block.kind {
        case .heading, .thematicBreak: true
        default: solutionID(of: block) != nil
        }
    }

    /// The URL path of exercise `id`'s solution page, under its note's page (`/a/b/`).
    public static func url(note: String, id: String) -> String {
        note + "solutions/" + PageURL.segment(id) + "/"
    }
}

extension ExerciseSplit {
    /// The URL path of exercise `id`'s solution page for `note` (its page's URL, under which the
    /// solution's page goes).
    public static func url(of note: Note, id: String) -> String {
        url(note: PageURL.forNote(relativePath: note.relativePath, slug: note.frontMatter.slug), id: id)
    }
}
