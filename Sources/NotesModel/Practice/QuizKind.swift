/// What a quiz block asks the reader to predict.
public enum QuizKind: String, Sendable, Hashable {
    /// What it prints: the run's actual output among the author's ` ```wrong ` answers.
    case output
    /// Whether it compiles (a `check` block does, a `compile-fail` block does not).
    case compile
    /// Whether it crashes (a `should-crash` run does).
    case crash

    func fits(_ kind: SnippetInfo.Kind) -> Bool {
        switch self {
        case .output, .crash: kind == .run
        case .compile: kind == .check || kind == .compileFail
        }
    }

    var needs: String {
        switch self {
        case .output: "a predict-the-output quiz is a `swift run` block (its run gives the answer)"
        case .crash: "a does-it-crash quiz is a `swift run` block, with should-crash when it does"
        case .compile: "a does-it-compile quiz is a `swift check` or `swift compile-fail` block"
        }
    }

    /// The question the page asks.
    public var question: String {
        switch self {
        case .output: "이 코드는 무엇을 출력할까요?"
        case .compile: "이 코드는 컴파일될까요?"
        case .crash: "이 코드는 끝까지 실행될까요?"
        }
    }
}
