import Foundation
import Testing
@testable import NotesModel

/// The course names one idea with one word. `content/06-appendix/glossary.md` holds the choice
/// in a table (쓰는 말 / 쓰지 않는 말 / 예외); a rejected spelling in the prose of any note fails
/// here. Code blocks, inline code and output blocks are not prose: code says what the code says.
@Suite struct GlossaryTests {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static var content: URL { checkout.appendingPathComponent("content") }

    /// One row of the glossary: the word used, the spellings rejected for it, and longer phrases
    /// in which a rejected spelling means something else and stays (실행 흐름).
    struct Rule: Equatable {
        var preferred: String
        var rejected: [String]
        var allowed: [String]
    }

    /// A rejected spelling found in prose.
    struct Finding: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var rejected: String
        var preferred: String
        var description: String { "\(file):\(line): '\(rejected)' → '\(preferred)'" }
    }

    // MARK: Reading the glossary

    static func isRulesTable(_ table: Block.Table) -> Bool {
        let header = table.header.map { $0.plainText.trimmingCharacters(in: .whitespaces) }
        return header.contains("쓰는 말") && header.contains("쓰지 않는 말")
    }

    /// The rules in the glossary's table: its "쓰지 않는 말" and "예외" cells hold comma-separated
    /// spellings.
    static func rules(in note: Note) -> [Rule] {
        for block in note.document.blocks {
            guard case .table(let table) = block.kind, isRulesTable(table) else { continue }
            let header = table.header.map { $0.plainText.trimmingCharacters(in: .whitespaces) }
            let preferred = header.firstIndex(of: "쓰는 말")!
            let rejected = header.firstIndex(of: "쓰지 않는 말")!
            let allowed = header.firstIndex(of: "예외")
            func spellings(_ cell: [Inline]) -> [String] {
                cell.plainText.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            }
            return table.rows.map { row in
                Rule(preferred: row[preferred].plainText.trimmingCharacters(in: .whitespaces),
                     rejected: spellings(row[rejected]),
                     allowed: allowed.map { spellings(row[$0]) } ?? [])
            }
        }
        return []
    }

    // MARK: Finding prose

    /// The prose of inlines: text as written, a line break as a space; inline code, raw HTML and
    /// images become a break no spelling can cross.
    static func prose(_ inlines: [Inline]) -> String {
        inlines.map { inline -> String in
            switch inline {
            case .text(let text): text
            case .softBreak, .lineBreak: " "
            case .code, .html, .image, .footnoteReference: "\u{0}"
            case .emphasis(let content), .strong(let content), .strikethrough(let content),
                 .link(_, _, let content, _, _), .conceptLink(_, _, let content):
                prose(content)
            }
        }.joined()
    }

    /// Each piece of prose of the blocks with the line it starts on; code blocks (and so output
    /// blocks) and the glossary's own rules table are left out.
    static func prose(of blocks: [Block]) -> [(line: Int, text: String)] {
        blocks.flatMap { block -> [(line: Int, text: String)] in
            switch block.kind {
            case .paragraph(let inlines), .heading(_, let inlines, _):
                [(block.line, prose(inlines))]
            case .blockQuote(let inner), .alert(_, let inner), .footnoteDefinition(_, let inner):
                prose(of: inner)
            case .list(let list):
                list.items.flatMap { prose(of: $0.content) }
            case .table(let table):
                isRulesTable(table) ? [] : (table.header + table.rows.flatMap { $0 }).map { (block.line, prose($0)) }
            case .codeBlock, .html, .thematicBreak:
                []
            }
        }
    }

    /// Where the rules' rejected spellings occur in a note's title, description and body prose.
    static func findings(in note: Note, file: String, rules: [Rule]) -> [Finding] {
        var pieces: [(line: Int, text: String)] = [(1, note.title), (1, note.frontMatter.description ?? "")]
        pieces += prose(of: note.document.blocks)
        var found: [Finding] = []
        for piece in pieces {
            for rule in rules {
                for rejected in rule.rejected {
                    var start = piece.text.startIndex
                    while let hit = piece.text.range(of: rejected, range: start..<piece.text.endIndex) {
                        start = hit.upperBound
                        let excused = rule.allowed.contains { phrase in
                            var from = piece.text.startIndex
                            while let place = piece.text.range(of: phrase, range: from..<piece.text.endIndex) {
                                if place.lowerBound <= hit.lowerBound && hit.upperBound <= place.upperBound { return true }
                                from = piece.text.index(after: place.lowerBound)
                            }
                            return false
                        }
                        if !excused {
                            found.append(Finding(file: file, line: piece.line, rejected: rejected, preferred: rule.preferred))
                        }
                    }
                }
            }
        }
        return found
    }

    static func parse(_ url: URL) throws -> Note {
        let text = try String(contentsOf: url, encoding: .utf8)
        return NoteParser.parse(text, relativePath: url.lastPathComponent, displayPath: url.path).note
    }

    static func courseRules() throws -> [Rule] {
        rules(in: try parse(content.appendingPathComponent("06-appendix/glossary.md")))
    }

    // MARK: Tests

    @Test func theGlossaryPageHoldsTheRules() throws {
        let rules = try Self.courseRules()
        #expect(rules.count >= 8)
        #expect(rules.contains(Rule(preferred: "스트림", rejected: ["흐름"], allowed: ["실행 흐름", "제어 흐름"])))
        #expect(rules.contains { $0.preferred == "구독 취소" && $0.rejected.contains("구독 해제") })
        #expect(rules.allSatisfy { !$0.preferred.isEmpty && !$0.rejected.isEmpty })
    }

    @Test func noNoteUsesARejectedSpellingInItsProse() throws {
        let rules = try Self.courseRules()
        let files = try #require(FileManager.default.enumerator(at: Self.content, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
            .sorted { $0.path < $1.path }
        #expect(files.count > 30)
        var findings: [Finding] = []
        for file in files {
            let name = "content/" + file.path.dropFirst(Self.content.path.count + 1)
            findings += Self.findings(in: try Self.parse(file), file: name, rules: rules)
        }
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func codeInlineCodeAndOutputAreNotProseButEveryOtherPlaceIs() {
        let rules = [Rule(preferred: "스트림", rejected: ["흐름"], allowed: ["실행 흐름"])]
        let note = NoteParser.parse("""
            ---
            title: 값의 흐름
            description: 설명
            ---
            본문의 `흐름`은 코드이고, 두 실행 흐름은 예외입니다.

            ```swift run
            // 흐름
            print("흐름")
            ```

            ```output
            흐름
            ```

            > [!NOTE]
            > 알림 속의 흐름

            - 목록 속의
              흐름

            | 표 | 칸 |
            | --- | --- |
            | 흐름 | 값 |
            """, relativePath: "a.md", displayPath: "content/a.md").note
        let found = Self.findings(in: note, file: "content/a.md", rules: rules)
        #expect(found.map(\.line) == [1, 17, 19, 22])
        #expect(found.allSatisfy { $0.rejected == "흐름" && $0.preferred == "스트림" })
    }
}
