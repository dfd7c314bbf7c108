import Testing
@testable import NotesModel

@Suite struct MarbleRequestTests {
    @Test func aBareWordAsksForADiagramWithRowsNamedBySitegen() {
        let info = SnippetInfo(parsing: "swift run marbles")
        #expect(info.marbles == MarbleRequest(labels: []))
        #expect(info.problems.isEmpty && info.unknownWords.isEmpty)
    }

    @Test func rowNamesAreSplitOnCommasAndTrimmed() {
        let info = SnippetInfo(parsing: "swift run compare=x marbles=\"검색어, 결과 목록\" title=RxSwift")
        #expect(info.marbles?.labels == ["검색어", "결과 목록"])
        #expect(info.compareID == "x" && info.title == "RxSwift")
    }

    @Test(arguments: [
        ("swift run marbles=", "marbles: the value is empty; write `marbles` alone, or row names separated by commas (`marbles=\"검색어,결과\"`)"),
        ("swift run marbles=a,,b", "marbles: row name 2 of 3 is empty in `a,,b`"),
        ("swift run marbles=1,2,3,4,5,6,7,8,9", "marbles: 9 row names; a diagram has at most 8 rows"),
        ("swift run marbles=아주아주아주아주아주긴행이름입니다", "marbles: row name `아주아주아주아주아주긴행이름입니다` is longer than 16 characters"),
        ("swift check marbles", "marbles: only a `swift run` block can draw a marble diagram (its run records the events); this block is `check`"),
    ])
    func badValuesAreErrorsAtTheFence(_ info: String, _ message: String) {
        let result = NoteParser.parse("앞 줄\n\n```\(info)\nprint(1)\n```\n", relativePath: "a.md", displayPath: "content/a.md")
        #expect(result.diagnostics.map(\.description) == ["content/a.md:3:1: error: \(message)"])
        #expect(result.note.codeBlocks.first?.info.marbles == nil)
    }
}
