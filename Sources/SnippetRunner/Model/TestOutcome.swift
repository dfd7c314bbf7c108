import NotesModel

/// One XCTest method of a ` ```swift test ` block as its run ended: what Xcode's test navigator
/// shows for it.
public struct TestOutcome: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Hashable, Codable {
        case passed, failed
        /// The program stopped in it (a trap, a timeout): the tests after it did not run.
        case crashed
        /// Never started: an earlier test stopped the program.
        case notRun = "not-run"
    }

    /// A failed assertion or a thrown error: where (the Markdown file and line) and what.
    public struct Failure: Sendable, Hashable, Codable {
        public var file: String
        public var line: Int
        public var message: String
    }

    /// `CounterTests.testAdds`, `CounterTests.adds()`
    public var name: String
    /// A Swift Testing test's display name (`@Test("더하면 합이 된다")`), which Xcode lists
    /// instead of the function's name.
    public var displayName: String? = nil
    public var status: Status
    public var seconds: Double
    public var failures: [Failure]
}
