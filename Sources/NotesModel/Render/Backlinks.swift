/// Mentions grouped once per build by what they point at, for every concept and comparison page.
struct Backlinks: Sendable {
    /// Sections of one note shown under it; the others are counted ("외 N곳"), so a note that
    /// mentions a concept everywhere takes no more room than one that mentions it three times.
    static let sectionsShown = 3

    /// One note mentioning a target, and its mentions of it in order: their positions in the
    /// course's mentions, not copies (at 10,000 notes, copying each mention into its note's
    /// entry retained and released 900,000 of them for every target's pages).
    struct Entry {
        var page: CoursePage
        let positions: [Int32]
        let all: [Mention]

        init(page: CoursePage, positions: [Int32], all: [Mention]) {
            self.page = page
            self.positions = positions
            self.all = all
        }

        init(page: CoursePage, mentions: [Mention]) {
            self.init(page: page, positions: mentions.indices.map(Int32.init), all: mentions)
        }

        var count: Int { positions.count }
    }

    /// The course's mentions, and the positions of each target's among them in reading order:
    /// positions, not copies (a copy was `Course.mentions` a second time).
    private let mentions: [Mention]
    private let byTarget: [Mention.Target: [Int32]]
    private let order: [String: Int]
    private let pagesByPath: [String: CoursePage]

    init(_ course: Course) {
        mentions = course.mentions
        var grouped: [Mention.Target: [Int32]] = [:]
        for (position, mention) in mentions.enumerated() { grouped[mention.target, default: []].append(Int32(position)) }
        byTarget = grouped
        order = Dictionary(course.allNotePages.enumerated().map { ($1.note.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        pagesByPath = Dictionary(course.allNotePages.map { ($0.note.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Mentions of `target`, all of them.
    func count(_ target: Mention.Target) -> Int { byTarget[target]?.count ?? 0 }

    /// The notes mentioning `target`, in reading order.
    func entries(_ target: Mention.Target) -> [Entry] {
        // A note's mentions mostly come one after another: its group is looked up when the note
        // changes, not at every mention, and each group's rank is read once, not at every
        // comparison of the sort.
        var groups: [(rank: Int, path: String, positions: [Int32])] = []
        var groupOf: [String: Int] = [:]
        var current = -1
        for position in byTarget[target] ?? [] {
            let note = mentions[Int(position)].note
            if current < 0 || groups[current].path != note {
                if let known = groupOf[note] {
                    current = known
                } else {
                    current = groups.count
                    groupOf[note] = current
                    groups.append((order[note] ?? Int.max, note, []))
                }
            }
            groups[current].positions.append(position)
        }
        groups.sort { ($0.rank, $0.path) < ($1.rank, $1.path) }
        let all = mentions
        return groups.compactMap { group in pagesByPath[group.path].map { Entry(page: $0, positions: group.positions, all: all) } }
    }

    /// A note as a concept's or row's page lists it: title, link, count of mentions, and its
    /// first `sectionsShown` sections with a deep link and an excerpt; `moreSections`, the
    /// number of sections left out (absent when none is).
    static func context(_ entry: Entry) -> [String: Any] {
        let page = entry.page
        var sections: [[String: Any]] = []
        // The position of each section's first mention. A section's mentions mostly come one
        // after another, and a note has a few sections: a new one is compared with those seen,
        // not hashed (ids of Hangul, hashed, were a Unicode normalization each).
        let all = entry.all
        var seen: [Int] = []
        var previous = -1
        for position in entry.positions.lazy.map(Int.init) {
            if previous >= 0, all[previous].hasSameSectionID(as: all[position]) { continue }
            previous = position
            guard !seen.contains(where: { all[$0].hasSameSectionID(as: all[position]) }) else { continue }
            seen.append(position)
            guard sections.count < sectionsShown else { continue }
            let mention = all[position]
            let url = mention.sectionID.map { "\(page.url)#\($0)" } ?? page.url
            sections.append(["title": mention.sectionTitle ?? page.note.title, "url": url, "excerpt": mention.excerpt, "inCode": mention.inCode])
        }
        var context: [String: Any] = ["title": page.note.title, "url": page.url, "count": entry.count, "sections": sections]
        if seen.count > sections.count { context["moreSections"] = seen.count - sections.count }
        return context
    }
}
