import NotesModel

/// What trying one shown-only block as a `run` block found (`sitegen adopt`).
public struct TrialFinding: Sendable, Hashable, Codable {
    public enum Verdict: String, Sendable, Hashable, Codable, CaseIterable {
        /// Ran cleanly; it states no output.
        case runs
        /// Ran cleanly and printed what it says it prints.
        case matches
        /// Ran cleanly and printed something else than it says.
        case differs
        /// Does not compile for lack of names (helpers, models, an import).
        case needsContext = "needs-context"
        /// Imports a module snippets are not offered.
        case needsModule = "needs-module"
        /// Uses RxSwift API that RxSwift 6 removed.
        case removedAPI = "removed-api"
        /// Needs the Objective-C runtime (`#selector`, `@objc`…).
        case objectiveC = "objective-c"
        /// Does not compile for another reason.
        case doesNotCompile = "does-not-compile"
        /// Compiled, then crashed, timed out or exited with a status.
        case failsAtRunTime = "fails-at-run-time"
        /// Written as Swift, but not complete Swift (a fragment, pseudo-code).
        case fragment
        /// A block with no language that is not Swift (shell, printed lines, prose).
        case notSwift = "not-swift"
        /// Not tried: the shared setup code it would include does not compile.
        case notTried = "not-tried"
    }

    /// The note's path as shown in messages, and relative to the content folder.
    public var file: String
    public var note: String
    /// The opening fence's line.
    public var line: Int
    /// Written without a language (` ``` ` or `~~~`).
    public var unlabeled: Bool
    public var verdict: Verdict
    /// What the run printed.
    public var output: String?
    /// What the block says it prints, and where that is.
    public var stated: String?
    public var statedLine: Int?
    /// Names the compiler could not find, and what would supply each.
    public var missingNames: [String] = []
    public var suppliers: [String] = []
    /// The module that is not offered.
    public var module: String?
    /// Removed RxSwift API used, each with its replacement.
    public var replacements: [String] = []
    /// The compiler's errors, the diff, the crash: what the verdict rests on.
    public var detail: String?

    public var place: String { "\(file):\(line)" }

    /// Whether `adopt --write` makes it a `run` block: it ran and matched what it states.
    public var isRewritable: Bool { verdict == .matches }

    /// Ran to its end without a fault (whatever it printed).
    public var ranCleanly: Bool { [.runs, .matches, .differs].contains(verdict) }
}
