import Foundation

/// The small file a concept link's preview card is filled from: `/concepts/<id>/preview.json`,
/// written beside the concept page. One file per concept, fetched by `preview.js` on a reader's
/// first hover, focus or long press of a link to it, so no page carries data about every concept
/// (pages stay the same size however large the course grows).
///
/// The card shows the concept's name, its one-line summary and its first example: the first Swift
/// block of the concept note a reader sees as code (`swift`, `run`, `check` or `ignore`, not
/// `compile-fail`, whose code does not build), as shown on the page (hidden lines out), with the
/// heading it sits under.
struct ConceptPreview: Encodable, Equatable {
    struct Example: Encodable, Equatable {
        /// The heading the block sits under on the concept page; absent before the first heading.
        var section: String?
        /// The block's `title=`, if any.
        var title: String?
        /// The code as highlighted on the page (`tok-*` spans, no links), at most `maxLines`
        /// lines; a longer block ends with a `⋯` line.
        var html: String
    }

    var title: String
    var summary: String?
    var example: Example?

    /// A card is a glance, not the page: it must fit whole above or below a link in the middle
    /// of a laptop's or a phone's window (about 350 px), so the code is cut at 8 lines and its
    /// output, which the concept page shows, is left out.
    static let maxLines = 8

    init(concept: Concept, note: Note) {
        title = concept.title
        summary = concept.description
        guard let block = note.codeBlocks.first(where: Self.isExample) else { return }
        let lines = Self.trimmed(CodeBlock.displayed(block.source))
        let shown = lines.prefix(Self.maxLines)
        var html = SwiftHighlighter.highlight(shown.joined(separator: "\n"))
        if lines.count > shown.count { html += "\n⋯" }
        let section = note.headings.last(where: { $0.line < block.line && $0.level > 1 })?.text
        example = Example(section: section, title: block.info.title, html: html)
    }

    /// The file's text: compact JSON, keys sorted so the same course writes the same bytes.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }

    static func isExample(_ block: CodeBlock) -> Bool {
        guard block.info.language == "swift" else { return false }
        switch block.info.kind {
        case .shown, .run, .check, .ignore, .setup, .test:
            // A solution stays on its own page.
            return block.info.solutionID == nil && !CodeBlock.displayed(block.source).allSatisfy(\.isWhitespace)
        case .compileFail, .output: return false
        }
    }

    /// The text's lines without blank lines at either end.
    static func trimmed(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines
    }
}
