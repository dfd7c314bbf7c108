import NotesModel
import Testing
@testable import SnippetRunner

/// The output a shown-only block states, in the ways books and blogs write it.
@Suite struct StatedOutputTests {
    func note(_ text: String) -> Note {
        NoteParser.parse(text, relativePath: "a.md", displayPath: "content/a.md").note
    }

    func stated(_ code: String) -> StatedOutput? {
        StatedOutput.inComment(of: note("```swift\n\(code)\n```\n").codeBlocks[0])
    }

    @Test func blockCommentAfterTheCode() {
        let found = stated("example(of: \"just\") {\n    print(1)\n}\n/* Prints:\n --- Example of: just ---\n 1\n*/")
        #expect(found?.text == "--- Example of: just ---\n1")
        #expect(found?.place == .comment(wholeLines: [3, 4, 5, 6], trailing: [:]))
        #expect(found?.line == 5)
    }

    @Test func lineCommentsInKorean() {
        #expect(stated("print(1)\nprint(2)\n// 출력:\n// 1\n// 2")?.text == "1\n2")
        #expect(stated("print(\"가\") // 출력: 가")?.text == "가")
        #expect(stated("print(\"가\") // 출력: 가")?.place == .comment(wholeLines: [], trailing: [0: 11]))
    }

    @Test func applesPrintsWithQuotesAndNoColon() {
        #expect(stated("let greeting = \"Hello\"\nprint(greeting)\n// Prints \"Hello\"")?.text == "Hello")
    }

    @Test func ordinaryCommentsAreNotStatements() {
        #expect(stated("// Output stream setup\nlet output = 1\n/* a note */\nprint(output) // prints the value") == nil)
    }

    @Test func aBlockOfPrintedLinesAfterTheCode() throws {
        let adjacent = note("```swift\nprint(1)\n```\n\n```text\n1\n```\n")
        #expect(StatedOutput.following(adjacent.codeBlocks[0], in: adjacent) == StatedOutput(text: "1", place: .followingBlock(line: 5, adjacent: true), line: 5))
        let leadIn = note("```swift\nprint(1)\n```\n\n실행 결과는 다음과 같습니다.\n\n```\n1\n```\n")
        #expect(StatedOutput.following(leadIn.codeBlocks[0], in: leadIn)?.place == .followingBlock(line: 7, adjacent: false))
        // Other prose between, a shell command, or Swift: not printed lines.
        for text in [
            "```swift\nprint(1)\n```\n\n설치 방법입니다.\n\n```\n1\n```\n",
            "```swift\nprint(1)\n```\n\n```\n$ pod install\n```\n",
            "```swift\nprint(1)\n```\n\n```\nlet b = 2\n```\n",
        ] {
            let other = note(text)
            #expect(StatedOutput.following(other.codeBlocks[0], in: other) == nil, "\(text)")
        }
    }

    @Test func rewriteMovesTheCommentIntoAnOutputBlockAndLeavesTheRest() {
        let text = "머리말\n\n```swift\nprint(1)\n\n// Prints:\n// 1\n```\n\n꼬리말\n"
        let parsed = note(text)
        let block = parsed.codeBlocks[0]
        let (rewritten, count) = TrialRewriter.rewrite(text, [(block, StatedOutput.inComment(of: block)!)])
        #expect(count == 1)
        #expect(rewritten == "머리말\n\n```swift run\nprint(1)\n```\n\n```output\n1\n```\n\n꼬리말\n")
    }

    @Test func rewriteKeepsWindowsLineEnds() {
        let text = "글\r\n\r\n```swift\r\nprint(1) // 출력: 1\r\n```\r\n"
        let parsed = note(text)
        let block = parsed.codeBlocks[0]
        let (rewritten, _) = TrialRewriter.rewrite(text, [(block, StatedOutput.inComment(of: block)!)])
        #expect(rewritten == "글\r\n\r\n```swift run\r\nprint(1)\r\n```\r\n\r\n```output\r\n1\r\n```\r\n")
    }

    @Test func rewriteRelabelsAnAdjacentTextBlock() {
        let text = "```swift title=\"예\"\nprint(1)\n```\n\n```text\n1\n```\n"
        let parsed = note(text)
        let (rewritten, _) = TrialRewriter.rewrite(text, [(parsed.codeBlocks[0], StatedOutput.following(parsed.codeBlocks[0], in: parsed)!)])
        #expect(rewritten == "```swift run title=\"예\"\nprint(1)\n```\n\n```output\n1\n```\n")
    }

    @Test func missingNamesAreReadFromTheCompilersErrors() {
        let message = "snippet does not compile:\n  content/a.md:3:5: error: cannot find 'Person' in scope\n  content/a.md:4:9: error: cannot find type 'DisposeBag' in scope\n  content/a.md:5:1: error: cannot find 'Person' in scope"
        #expect(TrialRun.missingNames(message) == ["Person", "DisposeBag"])
    }
}
