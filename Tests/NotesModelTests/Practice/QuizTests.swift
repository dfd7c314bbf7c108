import Testing
@testable import NotesModel

/// A quiz block and the ` ```wrong ` blocks right after it (after its output block); the info
/// string's `quiz` and `why` words.
@Suite struct QuizTests {
    func note(_ text: String) -> Note {
        NoteParser.parse(text, relativePath: "ch/a.md", displayPath: "content/ch/a.md").note
    }

    @Test func wrongAnswersFollowTheirQuiz() {
        let (quizzes, strays) = Quiz.all(in: note("""
        ```wrong
        홀로
        ```

        ```swift run quiz why="이유"
        print(1)
        ```

        ```output
        1
        ```

        ```wrong why="아님"
        2
        ```

        ```swift check quiz=compile
        let a = 1
        ```

        """))
        #expect(strays.map(\.source) == ["홀로\n"])
        #expect(quizzes.map(\.kind) == [.output, .compile])
        #expect(quizzes[0].wrongAnswers.map(\.info.why) == ["아님"])
        #expect(quizzes[0].block.info.why == "이유")
        #expect(quizzes.map(\.number) == [1, 2])
        #expect(Quiz.ids(in: note("```swift run quiz\nprint(1)\n```\n")) == ["/ch/a/#quiz-1"])
    }

    @Test func aQuizAsksOnlyWhatItsKindCanAnswer() {
        #expect(SnippetInfo(parsing: "swift run quiz=crash").quiz == .crash)
        let misplaced = SnippetInfo(parsing: "swift check quiz")
        #expect(misplaced.quiz == nil)
        #expect(misplaced.problems == ["quiz: a predict-the-output quiz is a `swift run` block (its run gives the answer); this block is `check`"])
        let typo = SnippetInfo(parsing: "swift run quiz=output-ish")
        #expect(typo.advice == ["'quiz=output-ish' in code block info string: quiz takes nothing (predict the output), or compile, crash or marbles, like quiz=crash, so it is ignored"])
    }

    @Test func exerciseWordsTakeAnIDOnTheRightKind() {
        #expect(SnippetInfo(parsing: "swift exercise=dispose-bag").exerciseID == "dispose-bag")
        #expect(SnippetInfo(parsing: "swift test exercise=dispose-bag").exerciseID == "dispose-bag")
        #expect(SnippetInfo(parsing: "swift solution=dispose-bag").solutionID == "dispose-bag")
        let wrongKind = SnippetInfo(parsing: "swift run solution=x")
        #expect(wrongKind.solutionID == nil)
        #expect(wrongKind.problems.first?.hasPrefix("solution=x: a solution is a plain `swift` block") == true)
        #expect(SnippetInfo(parsing: "swift exercise=a/b").exerciseID == nil, "an id is one URL segment")
    }
}
