import NotesModel
import Testing
@testable import SnippetRunner

@Suite struct OutputBlesserTests {
    func updates(_ text: String, _ outputs: [String]) -> [OutputBlesser.Update] {
        let blocks = NoteParser.parse(text, relativePath: "a.md", displayPath: "a.md").note.codeBlocks.filter { $0.info.kind == .run }
        return zip(blocks, outputs).map { OutputBlesser.Update(block: $0, actual: $1) }
    }

    @Test func replacesAnExistingOutputBlockOnly() {
        let text = "# 제목  \n\n```swift run\nprint(1)\n```\n\n```output\n옛날\n```\n\n끝 줄\t\n"
        let blessed = OutputBlesser.bless(text, updates(text, ["1\n"]))
        #expect(blessed == "# 제목  \n\n```swift run\nprint(1)\n```\n\n```output\n1\n```\n\n끝 줄\t\n")
    }

    @Test func addsAMissingOutputBlockAfterTheRunBlock() {
        let text = "글\n\n```swift run\nprint(\"가\")\n```\n다음 문단\n"
        let blessed = OutputBlesser.bless(text, updates(text, ["가\n나\n"]))
        #expect(blessed == "글\n\n```swift run\nprint(\"가\")\n```\n\n```output\n가\n나\n```\n다음 문단\n")
    }

    @Test func keepsIndentationInsideLists() {
        let text = "- 항목\n\n  ```swift run\n  print(2)\n  ```\n"
        let blessed = OutputBlesser.bless(text, updates(text, ["2\n"]))
        #expect(blessed == "- 항목\n\n  ```swift run\n  print(2)\n  ```\n\n  ```output\n  2\n  ```\n")
    }

    @Test func usesALongerFenceWhenTheOutputHasBackticks() {
        let text = "```swift run\nprint(\"```\")\n```\n"
        let blessed = OutputBlesser.bless(text, updates(text, ["```\n"]))
        #expect(blessed == "```swift run\nprint(\"```\")\n```\n\n````output\n```\n````\n")
    }
}
