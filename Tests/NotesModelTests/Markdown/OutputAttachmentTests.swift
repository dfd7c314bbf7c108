import Testing
@testable import NotesModel

/// An output block belongs to the code block right before it, wherever the pair sits (top level,
/// a list item, a quote), and only when nothing comes between them.
@Suite struct OutputAttachmentTests {
    func codeBlocks(_ markdown: String) -> [CodeBlock] {
        NoteParser.parse(markdown, relativePath: "a.md", displayPath: "content/a.md").note.codeBlocks
    }

    @Test func theOutputRightAfterIsTheBlocksExpectedOutput() {
        let blocks = codeBlocks("```swift run\nprint(1)\n```\n\n```output\n1\n```\n")
        #expect(blocks.first?.expectedOutput == "1\n")
        #expect(blocks.first?.expectedOutputLine == 5)
    }

    @Test func insideAListItemToo() {
        let blocks = codeBlocks("- 항목\n\n  ```swift run\n  print(2)\n  ```\n  ```output\n  2\n  ```\n")
        #expect(blocks.first?.expectedOutput == "2\n")
    }

    @Test func aParagraphBetweenBreaksThePair() {
        let blocks = codeBlocks("```swift run\nprint(1)\n```\n\n사이의 문단.\n\n```output\n1\n```\n")
        #expect(blocks.first?.expectedOutput == nil)
    }

    @Test func aCompareGroupShowsEachMembersOutputInItsPanel() {
        let markdown = "```swift run compare=x title=A\nprint(1)\n```\n```output\n1\n```\n```swift run compare=x title=B\nprint(1)\n```\n```output\n1\n```\n"
        let document = NoteParser.parse(markdown, relativePath: "a.md", displayPath: "content/a.md").note.document
        let group = CompareGroup.starting(at: 0, in: document.blocks)
        #expect(group?.members.map(\.blocks) == [[0, 1], [2, 3]])
        #expect(group?.end == 4)
    }
}
