import Foundation

/// The concept map: an SVG drawn at build time (no script library) of the notes on the left,
/// the concepts on the right, a line for each note that mentions a concept, and arcs between
/// related concepts.
///
/// One box a note does not scale: above `noteBound` notes mentioning concepts, the map shows
/// only the `noteBound` notes that mention the most — the most concepts on the concepts page
/// and in `map.svg`, the highlighted concept most often on a concept's page (whose list holds
/// every note) — so its size does not grow with the course. Made once per build (`init` reads
/// every mention), then drawn for each page.
struct ConceptMap: Sendable {
    /// Notes drawn at most; a course with no more notes mentioning concepts shows them all.
    static let noteBound = 40

    struct Node {
        var label: String
        var url: String
        var y: Double
    }

    private let concepts: [Concept]
    /// Note → concept → mentions.
    private let edges: [String: [String: Int]]
    /// Every note mentioning a concept, in reading order.
    private let notePaths: [String]
    private let pagesByPath: [String: CoursePage]

    init(_ course: Course) {
        concepts = course.registry.concepts
        pagesByPath = Dictionary(course.allNotePages.map { ($0.note.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        var edges: [String: [String: Int]] = [:]
        var noteOrder: [String] = []
        // The two fields read, not a copy of each mention (as `MentionListings`). A note's
        // mentions come together: they are counted apart and added to `edges` when the note
        // changes, one look-up of the note a note, not one a mention.
        let mentions = course.mentions
        var current: String?
        var counts: [String: Int] = [:]
        var skipped = false
        func addCurrent() {
            guard let note = current, !skipped, !counts.isEmpty else { return }
            if edges[note] == nil {
                noteOrder.append(note)
                edges[note] = counts
            } else {
                edges[note]!.merge(counts, uniquingKeysWith: +)
            }
        }
        for index in mentions.indices {
            guard case .concept(let id) = mentions[index].target else { continue }
            let note = mentions[index].note
            if note != current {
                addCurrent()
                (current, counts, skipped) = (note, [:], note.hasPrefix("concepts/"))
            }
            if !skipped { counts[id, default: 0] += 1 }
        }
        addCurrent()
        let coursePaths = course.pages.map(\.note.relativePath)
        let inCourse = Set(coursePaths)
        notePaths = coursePaths.filter { edges[$0] != nil } + noteOrder.filter { !inCourse.contains($0) }
        self.edges = edges
    }

    /// The notes drawn, in reading order: all of them up to `noteBound`, else those that
    /// mention `highlight` most often, or (no highlight) the most concepts.
    func shownNotes(highlight: String?) -> [String] {
        guard notePaths.count > Self.noteBound else { return notePaths }
        // Ties (a corpus where every note names every concept) go to the note with more
        // mentions in all, then to the earlier one. Each note's place is kept with it, not
        // looked up at every comparison.
        let candidates: [(path: String, weight: Int, mentions: Int, position: Int)]
        if let highlight {
            candidates = notePaths.enumerated().compactMap { position, path in
                edges[path]![highlight].map { (path, $0, edges[path]!.values.reduce(0, +), position) }
            }
        } else {
            candidates = notePaths.enumerated().map { position, path in (path, edges[path]!.count, edges[path]!.values.reduce(0, +), position) }
        }
        return candidates
            .sorted { ($1.weight, $1.mentions, $0.position) < ($0.weight, $0.mentions, $1.position) }
            .prefix(Self.noteBound)
            .sorted { $0.position < $1.position }
            .map(\.path)
    }

    func svg(highlight: String? = nil, compact: Bool = false) -> String {
        let concepts = self.concepts
        let pagesByPath = self.pagesByPath
        let edges = self.edges
        let notePaths = shownNotes(highlight: highlight)
        let rowHeight = compact ? 22.0 : 30.0
        let top = 40.0
        // Boxes as wide as their longest label (up to a limit, past which a label is shortened
        // by its measured width), a gap for the lines, and room on the right for the arcs.
        let noteLabels = notePaths.map { pagesByPath[$0]?.note.title ?? $0 }
        let noteWidth = min(420.0, (noteLabels.map(Self.labelWidth).max() ?? 60) + 18)
        let conceptWidth = min(280.0, (concepts.map { Self.labelWidth($0.title) }.max() ?? 60) + 22)
        let noteX = 16.0
        let conceptX = noteX + noteWidth + (compact ? 110.0 : 170.0)
        let arcRoom = 6.0 + 60.0 + 6.0
        let width = conceptX + conceptWidth + arcRoom
        let rows = max(notePaths.count, concepts.count)
        let height = top + Double(rows) * rowHeight + 16
        func y(_ index: Int, of count: Int) -> Double {
            // Centre the shorter column against the longer one.
            let offset = Double(rows - count) * rowHeight / 2
            return top + offset + Double(index) * rowHeight + rowHeight / 2
        }
        let notes = notePaths.enumerated().map { index, path in
            Node(label: pagesByPath[path]?.note.title ?? path, url: pagesByPath[path]?.url ?? "/", y: y(index, of: notePaths.count))
        }
        var conceptY: [String: Double] = [:]
        for (index, concept) in concepts.enumerated() { conceptY[concept.id] = y(index, of: concepts.count) }

        let partial = notePaths.count < self.notePaths.count
        let titleID = "concept-map-title\(highlight.map { "-\($0)" } ?? "")"
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"concept-map\(compact ? " concept-map-small" : "")\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-labelledby=\"\(titleID)\">\n"
        if partial {
            let which = highlight == nil ? "개념을 가장 많이 다루는" : "이 개념이 가장 많이 나오는"
            svg += "<title id=\"\(titleID)\">개념 지도: 개념 \(concepts.count)개와, 노트 \(self.notePaths.count)개 중 \(which) \(notes.count)개의 연결</title>\n"
            svg += "<text class=\"map-heading\" x=\"\(noteX)\" y=\"22\">노트 \(notes.count)개 (전체 \(self.notePaths.count)개 중)</text><text class=\"map-heading\" x=\"\(conceptX)\" y=\"22\">개념</text>\n"
        } else {
            svg += "<title id=\"\(titleID)\">개념 지도: 노트 \(notes.count)개와 개념 \(concepts.count)개의 연결</title>\n"
            svg += "<text class=\"map-heading\" x=\"\(noteX)\" y=\"22\">노트</text><text class=\"map-heading\" x=\"\(conceptX)\" y=\"22\">개념</text>\n"
        }
        svg += "<g class=\"map-edges\">\n"
        for (index, path) in notePaths.enumerated() {
            for (id, count) in edges[path]!.sorted(by: { $0.key < $1.key }) {
                guard let target = conceptY[id] else { continue }
                let from = (noteX + noteWidth, notes[index].y), to = (conceptX, target)
                let middle = (from.0 + to.0) / 2
                let active = highlight == id
                svg += "<path class=\"map-edge\(active ? " is-active" : "")\" d=\"M\(Self.f(from.0)) \(Self.f(from.1)) C\(Self.f(middle)) \(Self.f(from.1)) \(Self.f(middle)) \(Self.f(to.1)) \(Self.f(to.0)) \(Self.f(to.1))\" stroke-width=\"\(Self.f(min(4, 0.8 + Double(count) * 0.4)))\"/>\n"
            }
        }
        for concept in concepts {
            for related in concept.related where concept.id < related {
                guard let a = conceptY[concept.id], let b = conceptY[related] else { continue }
                let bulge = conceptX + conceptWidth + 6 + min(60, abs(a - b) / 4)
                svg += "<path class=\"map-related\" d=\"M\(Self.f(conceptX + conceptWidth)) \(Self.f(a)) C\(Self.f(bulge)) \(Self.f(a)) \(Self.f(bulge)) \(Self.f(b)) \(Self.f(conceptX + conceptWidth)) \(Self.f(b))\"/>\n"
            }
        }
        svg += "</g>\n<g class=\"map-notes\">\n"
        for node in notes {
            svg += "<a href=\"\(XMLEscape.text(node.url))\"><rect class=\"map-note\" x=\"\(Self.f(noteX))\" y=\"\(Self.f(node.y - rowHeight / 2 + 3))\" width=\"\(Self.f(noteWidth))\" height=\"\(Self.f(rowHeight - 6))\" rx=\"5\"/>"
            svg += "<text x=\"\(Self.f(noteX + 8))\" y=\"\(Self.f(node.y + 4))\">\(XMLEscape.text(Self.fit(node.label, noteWidth - 16)))</text></a>\n"
        }
        svg += "</g>\n<g class=\"map-concepts\">\n"
        for concept in concepts {
            let cy = conceptY[concept.id]!
            let active = highlight == concept.id
            svg += "<a href=\"\(XMLEscape.text(concept.url))\"><rect class=\"map-concept\(active ? " is-active" : "")\" x=\"\(Self.f(conceptX))\" y=\"\(Self.f(cy - rowHeight / 2 + 3))\" width=\"\(Self.f(conceptWidth))\" height=\"\(Self.f(rowHeight - 6))\" rx=\"\(Self.f((rowHeight - 6) / 2))\"/>"
            svg += "<text x=\"\(Self.f(conceptX + 10))\" y=\"\(Self.f(cy + 4))\">\(XMLEscape.text(Self.fit(concept.title, conceptWidth - 20)))</text></a>\n"
        }
        svg += "</g>\n</svg>\n"
        return svg
    }

    /// The same picture as a standalone file, with its own colours (no page CSS around it).
    func standalone(_ drawn: String? = nil) -> String {
        let style = """
        <style>
        text { font: 13px -apple-system, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", sans-serif; fill: #1d232b; }
        .map-heading { font-weight: 700; fill: #4a5563; }
        .map-edge { fill: none; stroke: #6f8db5; stroke-opacity: 0.55; }
        .map-related { fill: none; stroke: #b07a2a; stroke-dasharray: 4 3; }
        .map-note { fill: #eef3f9; stroke: #9db3cf; }
        .map-concept { fill: #fff4e0; stroke: #d49a3a; }
        </style>
        """
        var svg = drawn ?? svg()
        if let end = svg.firstIndex(of: "\n") { svg.insert(contentsOf: "\n" + style, at: end) }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg
    }

    /// About how wide a label is at 13 px: Hangul and other wide characters a full em, Latin
    /// letters and digits a bit over half, spaces and punctuation less (measured against Noto
    /// Sans CJK KR and Apple SD Gothic Neo, rounded up).
    static func labelWidth(_ text: String) -> Double {
        text.unicodeScalars.reduce(0) { total, scalar in
            switch scalar.value {
            case 0x1100...0x11FF, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60: total + 13.5
            case 0x41...0x5A: total + 8.6
            case 0x61...0x7A, 0x30...0x39: total + 7.4
            case 0x20: total + 3.8
            default: total + 5.2
            }
        }
    }

    /// The label, shortened with "…" only if it is wider than `room`.
    static func fit(_ text: String, _ room: Double) -> String {
        guard labelWidth(text) > room else { return text }
        var kept = ""
        for character in text {
            if labelWidth(kept + String(character)) + labelWidth("…") > room { break }
            kept.append(character)
        }
        return kept + "…"
    }

    /// A coordinate as the SVG holds it: a whole number bare, else `%.1f`'s digits. Worked out
    /// from the tenths, with `String(format:)` (a hundred times slower, and a share of every
    /// concept page) asked only where the tenths fall near a tie, so the two agree.
    static func f(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        let tenths = abs(value) * 10
        let fraction = tenths - tenths.rounded(.down)
        guard tenths < 1e15, abs(fraction - 0.5) > 1e-6 else { return String(format: "%.1f", value) }
        let rounded = Int(tenths.rounded())
        return (value < 0 ? "-" : "") + String(rounded / 10) + "." + String(rounded % 10)
    }
}
