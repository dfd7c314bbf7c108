import NotesModel

/// A quiz on the page: its code with the question and the answers under it; its output block
/// and its wrong answers are not drawn as blocks of their own (they are the answers).
enum QuizDecorations {
    static func apply(_ quiz: Quiz, in note: Note, result: SnippetResult?, verified: Bool, to map: inout [Int: CodeDecoration]) {
        var decoration = map[quiz.block.line] ?? CodeDecoration()
        // What the block printed is the answer: the quiz shows it among the others.
        decoration.marbles = nil
        if let choices = QuizForm.choices(quiz, result: verified ? result : nil), result?.status != .failed || !verified {
            decoration.badges.insert(.init(style: "quiz", label: "퀴즈", detail: "답을 고르면 바로 채점합니다. 정답은 sitegen verify가 실제로 실행해 얻은 결과입니다"), at: 0)
            let question = QuizForm.questionFigure(quiz, result: result, choices: choices)
            decoration.trailingHTML = QuizForm.html(quiz, id: quiz.id(in: note), choices: choices, question: question)
        } else if result?.status != .failed {
            decoration.trailingHTML = "<p class=\"quiz-unverified\">이 빌드에서는 예제를 실행하지 않아 퀴즈의 정답을 알 수 없습니다.</p>\n"
        }
        map[quiz.block.line] = decoration
        var hidden = CodeDecoration()
        hidden.hidesBlock = true
        if let output = quiz.block.expectedOutputLine { map[output] = hidden }
        if quiz.kind.hasWrongAnswers {
            for wrong in quiz.wrongAnswers { map[wrong.line] = hidden }
        }
    }
}
