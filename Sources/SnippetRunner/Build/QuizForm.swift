import NotesModel

/// A quiz under its code on the page: a radio group the theme's script checks in the browser
/// (the answer and each explanation are in the page: there is no server), and, for a reader
/// without JavaScript, each answer in a `<details>` that tells whether it is right.
enum QuizForm {
    struct Choice {
        var text: String
        var right: Bool
        var why: String?
        /// Whether the choice is code output (drawn as `<pre>`) or a sentence.
        var isOutput: Bool
        /// For a marble quiz: the row the choice draws, on the time scale of `scale`'s rows.
        var row: MarbleDiagram.Row? = nil
        var scale: MarbleDiagram? = nil
    }

    /// The choices of `quiz` given what verify found (`nil` when it was not verified: the
    /// output quiz then has no answer to offer).
    static func choices(_ quiz: Quiz, result: SnippetResult?) -> [Choice]? {
        let why = quiz.block.info.why
        switch quiz.kind {
        case .output:
            guard let result, result.status == .passed, let actual = result.actualOutput else { return nil }
            let right = Choice(text: trimmedEnd(actual), right: true, why: why, isOutput: true)
            let wrong = quiz.wrongAnswers.map { Choice(text: trimmedEnd($0.source), right: false, why: $0.info.why, isOutput: true) }
            return shuffled([right] + wrong, seed: quiz.block.source)
        case .compile:
            let compiles = quiz.block.info.kind == .check
            return [Choice(text: "컴파일된다", right: compiles, why: compiles ? why : nil, isOutput: false),
                    Choice(text: "컴파일 오류가 난다", right: !compiles, why: compiles ? nil : why, isOutput: false)]
        case .crash:
            let crashes = quiz.block.info.shouldCrash
            return [Choice(text: "끝까지 실행된다", right: !crashes, why: crashes ? nil : why, isOutput: false),
                    Choice(text: "실행 중에 멈춘다 (크래시)", right: crashes, why: crashes ? why : nil, isOutput: false)]
        case .marbles:
            guard let result, result.status == .passed, let diagram = result.marbles, let question = MarbleQuestion(diagram) else { return nil }
            var rows = [(question.asked, true, why)]
            for wrong in quiz.wrongAnswers {
                guard case .success(let events) = MarbleRowText.parse(wrong.source) else { return nil }
                rows.append((MarbleDiagram.Row(label: question.asked.label, isOutput: true, events: events), false, wrong.info.why))
            }
            // Every drawing on the time scale of the question and all the answers, so they line up.
            let scale = MarbleDiagram(rows: question.shown.rows + rows.map(\.0))
            let choices = rows.map { row, right, why in
                Choice(text: MarbleSVG.listing(row), right: right, why: why, isOutput: false, row: row, scale: scale)
            }
            return shuffled(choices, seed: quiz.block.source)
        }
    }

    /// A marble quiz's question: the rows of the run other than the one asked, drawn on the
    /// answers' time scale (nothing when the asked row is the only one).
    static func questionFigure(_ quiz: Quiz, result: SnippetResult?, choices: [Choice]) -> String {
        guard quiz.kind == .marbles, let diagram = result?.marbles, let question = MarbleQuestion(diagram),
              !question.shown.rows.isEmpty else { return "" }
        return MarbleSVG.figure(question.shown, id: "\(quiz.anchor)-marbles", scaleOf: choices.first?.scale,
                                caption: "입력 (가로축: 가상 시간의 눈금). 아래에서 \(question.asked.label) 줄을 고르세요")
    }

    static func html(_ quiz: Quiz, id: String, choices: [Choice], question: String = "") -> String {
        let anchor = quiz.anchor
        let answer = choices.firstIndex(where: \.right) ?? 0
        var html = "<form class=\"quiz\(quiz.kind == .marbles ? " quiz-marbles" : "")\" id=\"\(anchor)\" data-quiz=\"\(HTMLEscape.text(id))\" data-answer=\"\(answer)\" aria-labelledby=\"\(anchor)-question\">\n"
        html += "<p class=\"quiz-question\" id=\"\(anchor)-question\"><span class=\"quiz-number\">문제 \(quiz.number).</span> \(quiz.kind.question)</p>\n"
        html += question
        // With the script: a radio group, checked in the browser.
        html += "<fieldset class=\"quiz-choices\" hidden><legend class=\"visually-hidden\">답을 고르세요</legend>\n"
        for (index, choice) in choices.enumerated() {
            let choiceID = "\(anchor)-\(index)"
            html += "<div class=\"quiz-choice\"><input type=\"radio\" name=\"\(anchor)\" id=\"\(choiceID)\" value=\"\(index)\"\(choice.why.map { " data-why=\"\(HTMLEscape.text($0))\"" } ?? "")>"
            html += "<label for=\"\(choiceID)\">\(body(choice, id: choiceID, inLabel: true))</label></div>\n"
        }
        html += "</fieldset>\n<div class=\"quiz-actions\" hidden><button type=\"submit\" class=\"quiz-check\">확인</button></div>\n"
        html += "<p class=\"quiz-feedback\" role=\"status\" aria-live=\"polite\"></p>\n"
        // Without it: each answer folded, saying whether it is right.
        html += "<div class=\"quiz-static\">\n"
        for (index, choice) in choices.enumerated() {
            let drawn = choice.isOutput || choice.row != nil
            html += "<details class=\"quiz-static-choice\"><summary>\(index + 1)번 답\(drawn ? "" : ": " + HTMLEscape.text(choice.text))</summary>"
            if drawn { html += body(choice, id: "\(anchor)-\(index)-static") }
            html += "<p>\(choice.right ? "정답입니다." : "오답입니다.")\(choice.why.map { " " + HTMLEscape.text($0) } ?? "")</p></details>\n"
        }
        return html + "</div>\n</form>\n"
    }

    /// An answer as the page shows it: output keeps its lines (in a label, which may hold only
    /// phrasing content, a block `<span>` rather than a `<pre>`); a marble row is drawn, named
    /// by its events in words (`id` makes the drawing's element ids unique).
    static func body(_ choice: Choice, id: String, inLabel: Bool = false) -> String {
        if let row = choice.row {
            let drawing = MarbleSVG.svg(MarbleDiagram(rows: [row]), id: "\(id)-row", scaleOf: choice.scale)
            return "<span class=\"quiz-marble-row\">\(drawing)</span>"
        }
        guard choice.isOutput else { return HTMLEscape.text(choice.text) }
        let code = "<code>\(HTMLEscape.text(choice.text.isEmpty ? "(아무것도 출력하지 않음)" : choice.text))</code>"
        return inLabel ? "<span class=\"quiz-output\">\(code)</span>" : "<pre class=\"quiz-output\">\(code)</pre>"
    }

    static func trimmedEnd(_ text: String) -> String {
        OutputMatcher.lines(text).joined(separator: "\n")
    }

    /// A fixed order for a quiz (the same in every build), with the right answer not always first.
    static func shuffled(_ choices: [Choice], seed: String) -> [Choice] {
        var state = seed.utf8.reduce(UInt64(1469598103934665603)) { ($0 ^ UInt64($1)) &* 1099511628211 }
        var result = choices
        for index in result.indices.reversed() where index > 0 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            result.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
        }
        return result
    }
}
