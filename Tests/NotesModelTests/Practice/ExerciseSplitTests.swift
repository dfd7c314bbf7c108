import Testing
@testable import NotesModel

/// The note's page keeps an exercise's starter and checks; its solution (up to the next heading
/// or `---`) and the hints written before it go to the solution's page.
@Suite struct ExerciseSplitTests {
    func split(_ text: String) -> ExerciseSplit {
        ExerciseSplit(NoteParser.parse(text, relativePath: "a.md", displayPath: "content/a.md").note.document)
    }

    let note = """
    ## 첫 문제

    ```swift exercise=one
    fatalError("TODO")
    ```

    > [!TIP]
    > 첫 힌트

    > [!NOTE]
    > 힌트가 아닌 참고

    ```swift solution=one
    print(1)
    ```

    ```output
    1
    ```

    풀이 설명

    ---

    다음 글

    ## 둘째 문제

    ```swift exercise=two
    print(0)
    ```

    ```swift solution=two
    print(2)
    ```

    ## 끝

    """

    @Test func solutionsAndTheirHintsLeaveThePage() {
        let result = split(note)
        #expect(result.solutions.map(\.id) == ["one", "two"])
        #expect(result.solutions.map(\.title) == ["첫 문제", "둘째 문제"])
        #expect(result.solutions[0].hints.count == 1)
        // The solution, its output and its explanation, up to the thematic break.
        #expect(result.solutions[0].blocks.count == 3)
        #expect(result.solutions[1].blocks.count == 1)
        let kept = result.page.blocks.map(\.kind)
        #expect(!kept.contains { if case .alert(.tip, _) = $0 { true } else { false } })
        #expect(kept.contains { if case .alert(.note, _) = $0 { true } else { false } }, "only tips are hints")
        #expect(kept.contains(.thematicBreak))
        #expect(kept.count == 8, "two headings and the last, two starters, the note, the break, the paragraph after it")
    }

    @Test func aNoteWithoutSolutionsIsKeptAsItIs() {
        let document = NoteParser.parse("# 제목\n\n```swift exercise=x\nprint(1)\n```\n", relativePath: "a.md", displayPath: "content/a.md").note.document
        #expect(ExerciseSplit(document).page == document)
        #expect(ExerciseSplit(document).solutions.isEmpty)
    }

    @Test func urlsLiveUnderTheNotesPage() {
        #expect(ExerciseSplit.url(note: "/a/b/", id: "evens") == "/a/b/solutions/evens/")
        #expect(ExercisePackage.url(note: "/a/b/", id: "evens") == "/a/b/exercises/evens.zip")
    }
}
