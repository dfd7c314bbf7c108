/// What a fenced code block's info string says about it (design.md, "Snippet info strings").
///
/// ```` ```swift run should-crash compare=map title=Combine ````
public struct SnippetInfo: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// Any non-Swift block, or plain ` ```swift `: shown, never compiled.
        case shown
        /// Compiled and run; an `output` block right after holds its expected stdout.
        case run
        /// Must compile.
        case check
        /// Must fail to compile.
        case compileFail = "compile-fail"
        /// Shown, never compiled, on purpose (UIKit, RxSwift, fragments).
        case ignore
        /// Shared setup code (helpers, models): compiled into every snippet of its note, or of
        /// the whole course when it is in `content/index.md`; must compile; shown where written.
        case setup
        /// XCTest cases (`class …: XCTestCase`), compiled and run; every `test…` method must
        /// pass, and the page lists each test's result under the code.
        case test
        /// The expected stdout of the `run` block before it.
        case output
        /// The compiler diagnostics the block before it (or before its output block) must get:
        /// a `compile-fail` block's errors, or any block's warnings with `warnings`.
        case errors
    }

    /// The first word of the info string (`swift`, `output`, `json`…), lowercased.
    public var language: String
    public var kind: Kind
    public var shouldCrash = false
    public var continues = false
    public var compareID: String?
    public var title: String?
    public var timeoutSeconds: Double?
    /// `marbles` or `marbles="검색어,결과"`: draw a marble diagram under the block from the
    /// events the run recorded in virtual time (`MarbleRequest`).
    public var marbles: MarbleRequest?
    /// `exercise=ID`: on a plain `swift` block, the starter of exercise ID (what the reader
    /// edits); on a `swift test` block, that exercise's checks.
    public var exerciseID: String?
    /// `solution=ID`: the solution of exercise ID (a page of its own, not on the note's page).
    public var solutionID: String?
    /// `quiz`, `quiz=compile`, `quiz=crash`, `quiz=marbles`: the page asks the reader to predict what the block
    /// prints, whether it compiles, or whether it crashes, and checks the answer against the run.
    public var quiz: QuizKind?
    /// `why="…"`: on a quiz block or a ` ```wrong ` answer, the explanation shown once answered.
    public var why: String?
    /// `swift5` or `swift6`: the language mode this block is compiled in, over its note's.
    public var languageMode: SwiftLanguageMode?
    /// `warnings`: compile with the compiler's warnings on, show them and check them against
    /// the block's ` ```errors ` block (Swift 5 mode's concurrency warnings, say).
    public var warnings = false
    /// Words sitegen did not understand, kept to report them.
    public var unknownWords: [String] = []
    /// Warnings about words that most likely meant something else (`InfoStringAdvice`): a
    /// misspelled language, kind or key, a key's value it cannot take.
    public var advice: [String] = []
    /// Words sitegen understood but whose value is wrong, each with the reason (reported as
    /// errors at the fence).
    public var problems: [String] = []

    public init(language: String, kind: Kind) {
        self.language = language
        self.kind = kind
    }


    public init(parsing info: String) {
        let words = Self.split(info)
        let language = words.first?.lowercased() ?? ""
        self.init(language: language, kind: language == "output" ? .output : language == "errors" ? .errors : .shown)
        defer { advice = InfoStringAdvice.warnings(for: self, raw: words) }
        if language == "wrong" {
            // A quiz's wrong answer: its text is the answer, `why=` the explanation.
            for word in words.dropFirst() where word.hasPrefix("why=") { why = String(word.dropFirst(4)) }
            return
        }
        guard language == "swift" else { return }
        for (position, word) in words.dropFirst().enumerated() {
            if position == 0, let kind = Kind(rawValue: word), kind != .shown, kind != .output, kind != .errors {
                self.kind = kind
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            switch (parts[0], parts.count) {
            case ("should-crash", 1): shouldCrash = true
            case ("continue", 1): continues = true
            case ("warnings", 1): warnings = true
            case ("swift5", 1), ("swift6", 1):
                let mode = SwiftLanguageMode(rawValue: String(parts[0].dropFirst(5)))
                if languageMode != nil && languageMode != mode {
                    problems.append("swift5 and swift6 both: a block is compiled in one language mode")
                }
                languageMode = mode
            case ("compare", 2): compareID = parts[1]
            case ("title", 2): title = parts[1]
            case ("timeout", 2) where Double(parts[1]) != nil: timeoutSeconds = Double(parts[1])
            case ("quiz", 1): quiz = .output
            case ("quiz", 2) where QuizKind(rawValue: parts[1]) != nil: quiz = QuizKind(rawValue: parts[1])
            case ("why", 2): why = parts[1]
            case ("exercise", 2) where ExerciseID.isValid(parts[1]): exerciseID = parts[1]
            case ("solution", 2) where ExerciseID.isValid(parts[1]): solutionID = parts[1]
            case ("marbles", 1): marbles = MarbleRequest(labels: [])
            case ("marbles", 2):
                switch MarbleRequest.parse(parts[1]) {
                case .success(let request): marbles = request
                case .failure(let problem): problems.append(problem.message)
                }
            default: unknownWords.append(word)
            }
        }
        if exerciseID != nil && kind != .shown && kind != .test {
            problems.append("exercise=\(exerciseID!): the starter is a plain `swift` block (it is compiled with its checks), and the checks a `swift test` block; this block is `\(kind.rawValue)`")
            exerciseID = nil
        }
        if solutionID != nil && kind != .shown {
            problems.append("solution=\(solutionID!): a solution is a plain `swift` block (verify runs it with the exercise's checks); this block is `\(kind.rawValue)`")
            solutionID = nil
        }
        if exerciseID != nil && solutionID != nil {
            problems.append("a block is either an exercise's starter (exercise=ID) or its solution (solution=ID), not both")
            solutionID = nil
        }
        if let quiz, !quiz.fits(kind) {
            problems.append("quiz\(quiz == .output ? "" : "=" + quiz.rawValue): \(quiz.needs); this block is `\(kind.rawValue)`")
            self.quiz = nil
        }
        if quiz == .marbles && marbles == nil && kind == .run {
            problems.append("quiz=marbles: the quiz asks for a row of the block's marble diagram; add `marbles` (or `marbles=\"입력,출력\"`)")
            self.quiz = nil
        }
        if marbles != nil && kind != .run {
            problems.append("marbles: only a `swift run` block can draw a marble diagram (its run records the events); this block is `\(kind.rawValue)`")
            marbles = nil
        }
    }

    /// Splits on spaces, keeping `title="two words"` together (quotes removed).
    static func split(_ info: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in info {
            if character == "\"" {
                quoted.toggle()
            } else if character.isWhitespace && !quoted {
                if !current.isEmpty { words.append(current); current = "" }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
