import Testing
@testable import NotesModel

/// Nesting beyond `MarkdownParser.maximumDepth` is kept as plain text, so the model never gets
/// deep enough to overflow a recursive walk, and the place is reported.
@Suite struct MarkdownParserDepthTests {
    /// How deep blocks and inlines nest in a parsed document.
    func depth(_ blocks: [Block]) -> Int {
        var deepest = 0
        var stack: [(Block, Int)] = blocks.map { ($0, 1) }
        while let (block, level) = stack.popLast() {
            deepest = max(deepest, level)
            switch block.kind {
            case .blockQuote(let children), .alert(_, let children), .footnoteDefinition(_, let children):
                stack += children.map { ($0, level + 1) }
            case .list(let list):
                stack += list.items.flatMap(\.content).map { ($0, level + 2) }
            case .paragraph(let inlines), .heading(_, let inlines, _):
                deepest = max(deepest, level + inlineDepth(inlines))
            default:
                break
            }
        }
        return deepest
    }

    func inlineDepth(_ inlines: [Inline]) -> Int {
        var deepest = 0
        var stack: [(Inline, Int)] = inlines.map { ($0, 1) }
        while let (inline, level) = stack.popLast() {
            deepest = max(deepest, level)
            switch inline {
            case .emphasis(let content), .strong(let content), .strikethrough(let content),
                 .link(_, _, let content, _, _), .image(_, _, let content, _, _), .conceptLink(_, _, let content):
                stack += content.map { ($0, level + 1) }
            default:
                break
            }
        }
        return deepest
    }

    @Test func deepBlockQuotesAreFlattenedWithTheirText() {
        let document = MarkdownParser.parse(String(repeating: ">", count: 5_000) + " 깊은 곳\n")
        #expect(depth(document.blocks) <= MarkdownParser.maximumDepth + 2)
        #expect(document.flattened.first?.line == 1)
        #expect(description(document).contains("깊은 곳"), "the flattened text is kept")
    }

    @Test func deepListsAndEmphasisAreFlattened() {
        let lists = MarkdownParser.parse(String(repeating: "- ", count: 2_000) + "항목\n")
        #expect(depth(lists.blocks) <= MarkdownParser.maximumDepth * 2 + 2)
        #expect(!lists.flattened.isEmpty)
        let emphasis = MarkdownParser.parse(String(repeating: "*a ", count: 2_000) + "x" + String(repeating: " a*", count: 2_000) + "\n")
        #expect(depth(emphasis.blocks) <= MarkdownParser.maximumDepth + 2)
        #expect(!emphasis.flattened.isEmpty)
    }

    @Test func ordinaryNestingIsUntouched() {
        let document = MarkdownParser.parse("> - 목록\n>   > 인용 안의 **굵은 _기울임_**\n")
        #expect(document.flattened.isEmpty)
        #expect(depth(document.blocks) >= 5)
    }

    func description(_ document: MarkdownDocument) -> String {
        "\(document.blocks)"
    }
}
