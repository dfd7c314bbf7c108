import NotesModel

/// What `verify` proves of a note's quizzes: a predict-the-output quiz offers wrong answers,
/// and none of them is what the block really prints (by the output rule, wildcards and
/// trailing white space forgiven), so the answer the page marks right is the only right one. The
/// answer itself is the run's output, never typed; an output block the author wrote is checked
/// like any other. Does-it-compile and does-it-crash quizzes take their answer from the block's
/// kind, which verify already proves.
enum QuizCheck {
    /// Problems found before anything runs: a quiz without wrong answers, a wrong answer after
    /// no quiz.
    static func problems(_ notes: [Note]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for note in notes {
            let (quizzes, strays) = Quiz.all(in: note)
            for quiz in quizzes {
                let place = SourceLocation(file: note.displayPath, line: quiz.block.line, column: 1)
                if quiz.kind.hasWrongAnswers && quiz.wrongAnswers.isEmpty {
                    diagnostics.append(.error(place, quiz.kind == .marbles
                        ? "this marble quiz has no wrong answers: put ```wrong blocks right after it (after its output block, if any), each a row like `210: a, 240: b, 300: |`; the page offers them beside the row the run recorded"
                        : "this quiz has no wrong answers: put ```wrong blocks right after it (after its output block, if any); the page offers them beside what the block really prints"))
                }
                if quiz.kind == .marbles {
                    for wrong in quiz.wrongAnswers {
                        if case .failure(let problem) = MarbleRowText.parse(wrong.source) {
                            diagnostics.append(.error(SourceLocation(file: note.displayPath, line: wrong.line + problem.line, column: 1), "marble quiz: \(problem.message)"))
                        }
                    }
                }
                if !quiz.kind.hasWrongAnswers && !quiz.wrongAnswers.isEmpty {
                    diagnostics.append(.warning(place, "a quiz=\(quiz.kind.rawValue) block asks a yes-or-no question, so its ```wrong blocks are not shown"))
                }
            }
            for stray in strays {
                diagnostics.append(.warning(SourceLocation(file: note.displayPath, line: stray.line, column: 1), "this ```wrong block follows no quiz block (a `swift run quiz` block, then its wrong answers), so nothing shows it"))
            }
        }
        return diagnostics
    }

    /// Fails each quiz whose run printed (or, for a marble quiz, drew) one of its wrong answers,
    /// and each marble quiz whose run drew no output row to ask about.
    static func apply(_ results: [SnippetResult], notes: [Note]) -> [SnippetResult] {
        var quizzes: [SnippetID: Quiz] = [:]
        for note in notes {
            for quiz in Quiz.all(in: note).quizzes where quiz.kind.hasWrongAnswers { quizzes[quiz.block.id] = quiz }
        }
        guard !quizzes.isEmpty else { return results }
        return results.map { result in
            guard result.status == .passed, let quiz = quizzes[result.id] else { return result }
            let problems = quiz.kind == .marbles ? marbleProblems(quiz, result) : outputProblems(quiz, result)
            guard !problems.isEmpty else { return result }
            var failed = result
            failed.status = .failed
            failed.failure = quiz.kind == .marbles ? .marbles : .wrongOutput
            failed.message = problems.joined(separator: "\n")
            return failed
        }
    }

    static func outputProblems(_ quiz: Quiz, _ result: SnippetResult) -> [String] {
        guard let actual = result.actualOutput else { return [] }
        return quiz.wrongAnswers.filter { OutputMatcher.matches(expected: $0.source, actual: actual) }.map {
            "the wrong answer at \(result.file):\($0.line) is what this block prints, so the quiz would have two right answers"
        }
    }

    static func marbleProblems(_ quiz: Quiz, _ result: SnippetResult) -> [String] {
        guard let diagram = result.marbles else { return [] }
        guard let question = MarbleQuestion(diagram) else { return [MarbleQuestion.noOutputRow] }
        return quiz.wrongAnswers.filter { wrong in
            guard case .success(let events) = MarbleRowText.parse(wrong.source) else { return false }
            return MarbleRowText.same(events, as: question.asked.events)
        }.map {
            "the wrong row at \(result.file):\($0.line) is the row `\(question.asked.label)` the run recorded, so the quiz would have two right answers"
        }
    }
}
