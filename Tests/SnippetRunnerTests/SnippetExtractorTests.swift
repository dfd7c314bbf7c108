import NotesModel
import Testing
@testable import SnippetRunner

@Suite struct SnippetExtractorTests {
    func extract(_ text: String) -> SnippetExtractor.Result {
        SnippetExtractor.extract([NoteParser.parse(text, relativePath: "a.md", displayPath: "content/a.md").note])
    }

    @Test func continueBlocksJoinThePreviousRunBlock() {
        let result = extract("```swift run\nvar a = 1\n```\n\n```swift check\nlet b = 2\n```\n\n```swift run continue\na += 1\n```\n\n```swift ignore\nimport UIKit\n```\n\n```swift\nfragment\n```\n")
        #expect(result.units.count == 2)
        #expect(result.units[0].snippets.map(\.line) == [1, 9])
        #expect(result.units[1].kind == .check)
        #expect(result.skipped.map(\.line) == [13, 17])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func misuseIsReported() {
        let result = extract("```swift run continue\nprint(1)\n```\n\n```output\n1\n```\n\n```swift check\nlet a = 1\n```\n\n```output\n2\n```\n")
        #expect(result.diagnostics.map(\.description) == [
            "content/a.md:1:1: error: 'continue' needs an earlier 'swift run' block in this note to continue",
            "content/a.md:9:1: warning: an output block follows this block, but only 'swift run' blocks are run",
            "content/a.md:13:1: warning: this output block does not follow a 'swift run' block, so nothing checks it",
        ])
    }
}
