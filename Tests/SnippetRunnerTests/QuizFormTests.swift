import NotesModel
import Testing
@testable import SnippetRunner

/// A quiz's answers: the run's output among the wrong ones, in an order fixed per quiz.
@Suite struct QuizFormTests {
    func quiz(_ text: String) -> Quiz {
        Quiz.all(in: NoteParser.parse(text, relativePath: "a.md", displayPath: "content/a.md").note).quizzes[0]
    }

    @Test func theRightAnswerIsTheRunsOutput() throws {
        let quiz = quiz("```swift run quiz\nprint(1)\n```\n\n```wrong\n2\n```\n\n```wrong\n3  \n```\n")
        var result = SnippetResult(id: quiz.block.id, file: "content/a.md", line: 1, kind: "swift run", status: .passed, actualOutput: "1\n")
        let choices = try #require(QuizForm.choices(quiz, result: result))
        #expect(Set(choices.map(\.text)) == ["1", "2", "3"])
        #expect(choices.filter(\.right).map(\.text) == ["1"])
        // The same quiz gets the same order in every build.
        #expect(QuizForm.choices(quiz, result: result)!.map(\.text) == choices.map(\.text))
        // Not verified, or failed: nothing to offer.
        #expect(QuizForm.choices(quiz, result: nil) == nil)
        result.status = .failed
        #expect(QuizForm.choices(quiz, result: result) == nil)
    }

    @Test func yesOrNoQuizzesTakeTheirAnswerFromTheBlocksKind() throws {
        let compiles = try #require(QuizForm.choices(quiz("```swift compile-fail quiz=compile\nlet a: Int = \"\"\n```\n"), result: nil))
        #expect(compiles.filter(\.right).map(\.text) == ["컴파일 오류가 난다"])
        let crashes = try #require(QuizForm.choices(quiz("```swift run should-crash quiz=crash\nfatalError()\n```\n"), result: nil))
        #expect(crashes.filter(\.right).map(\.text) == ["실행 중에 멈춘다 (크래시)"])
    }

    @Test func orderDependsOnTheQuizNotAlwaysFirst() {
        let choices = ["a", "b", "c", "d"].map { QuizForm.Choice(text: $0, right: $0 == "a", why: nil, isOutput: true) }
        let firsts = Set((0..<20).map { QuizForm.shuffled(choices, seed: "퀴즈 \($0)")[0].text })
        #expect(firsts.count > 1)
    }
}
