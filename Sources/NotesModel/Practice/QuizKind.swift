/// What a quiz block asks the reader to predict.
public enum QuizKind: String, Sendable, Hashable {
    /// What it prints: the run's actual output among the author's ` ```wrong ` answers.
    case output
    /// Whether it compiles (a `check` block does, a `compile-fail` block does not).
    case compile
    /// Whether it crashes (a `should-crash` run does).
    case crash
    /// Which row a marble diagram's output line draws: the run's recorded row among the
    /// author's ` ```wrong ` rows, under the diagram's other rows.
    case marbles

    func fits(_ kind: SnippetInfo.Kind) -> Bool {
        switch self {
        case .output, .crash, .marbles: kind == .run
        case .compile: kind == .check || kind == .compileFail
        }
    }

    var needs: String {
        switch self {
        case .output: "a predict-the-output quiz is a `swift run` block (its run gives the answer)"
        case .crash: "a does-it-crash quiz is a `swift run` block, with should-crash when it does"
        case .compile: "a does-it-compile quiz is a `swift check` or `swift compile-fail` block"
        case .marbles: "a marble quiz is a `swift run marbles` block (its run records the diagram)"
        }
    }

    /// Whether the author writes the wrong answers (` ```wrong ` blocks), rather than the quiz
    /// asking yes or no.
    public var hasWrongAnswers: Bool { self == .output || self == .marbles }

    /// The question the page asks.
    public var question: String {
        switch self {
        case .output: "이 코드는 무엇을 출력할까요?"
        case .compile: "이 코드는 컴파일될까요?"
        case .crash: "이 코드는 끝까지 실행될까요?"
        case .marbles: "입력이 이렇게 들어올 때, 출력 줄은 어떤 모양일까요?"
        }
    }
}
