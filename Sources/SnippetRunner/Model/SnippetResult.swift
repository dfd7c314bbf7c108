import NotesModel

/// What verifying one snippet found.
public struct SnippetResult: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Hashable, Codable {
        case passed, failed, skipped
    }

    /// Why a snippet failed, as a category dashboards can group by.
    public enum Failure: String, Sendable, Hashable, Codable {
        case compileError = "compile-error"
        case compiledButShouldNot = "compiled-but-should-not"
        case wrongOutput = "wrong-output"
        case crashed
        case didNotCrash = "did-not-crash"
        case exitStatus = "exit-status"
        case timeout
        case outputLimit = "output-limit"
        case unavailableModule = "unavailable-module"
        case compareMismatch = "compare-mismatch"
        /// The block asked for a marble diagram the run's events cannot make.
        case marbles
        /// A test of a `swift test` block failed (an assertion, a thrown error, a trap).
        case testFailed = "test-failed"
        /// An exercise's starter passes its checks: the reader would have nothing to do.
        case starterPasses = "starter-passes"
    }

    /// The block this result is for.
    public var id: SnippetID
    /// The note's path as shown in messages and the fence line.
    public var file: String
    public var line: Int
    public var kind: String
    public var status: Status
    public var failure: Failure?
    /// The full message, several lines for diffs and compiler output.
    public var message: String?
    /// The snippet's own stdout (for a `continue` chain: this block's part).
    public var actualOutput: String?
    /// Whether the result came from the cache.
    public var cached: Bool
    public var seconds: Double
    /// For a block that asked for a marble diagram: the diagram drawn from its run's events.
    public var marbles: MarbleDiagram?
    /// For a `swift test` block (and an exercise's starter and solution): each test's end.
    public var tests: [TestOutcome]?
    /// What the run says of the block's output block (`OutputRule`); `nil` for blocks that are
    /// not run. `--bless` writes only where this is `differs` (or the block has none).
    var output: OutputRule.Judgement?

    public init(id: SnippetID, file: String, line: Int, kind: String, status: Status, failure: Failure? = nil, message: String? = nil, actualOutput: String? = nil, cached: Bool = false, seconds: Double = 0) {
        self.id = id
        self.file = file
        self.line = line
        self.kind = kind
        self.status = status
        self.failure = failure
        self.message = message
        self.actualOutput = actualOutput
        self.cached = cached
        self.seconds = seconds
    }

    /// `content/x.md:42`, for messages.
    public var place: String { "\(file):\(line)" }
}
