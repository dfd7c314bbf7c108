/// One named step of a build (mdBook's preprocessors and renderers, Publish's steps): it reads
/// and extends the build's state. The driver logs `[i/n] name` and wraps a thrown error with the
/// stage's name.
public protocol BuildStage: Sendable {
    var name: String { get }
    /// Stages after the first error-producing one are skipped when this is true.
    var needsCleanInput: Bool { get }
    func run(_ state: inout BuildState) async throws
}

extension BuildStage {
    public var needsCleanInput: Bool { false }
}

/// Everything the stages hand to each other.
public struct BuildState: Sendable {
    public var options: BuildOptions
    public var loaded = ContentLoader.Result()
    public var notes: [Note] = []
    public var course: Course?
    public var theme: Theme?
    public var files: [SiteFile] = []
    /// Snippet badges and outputs per note and fence line, from the verify stage.
    public var decorations: [String: [Int: CodeDecoration]] = [:]
    public var diagnostics: [Diagnostic] = []

    public init(options: BuildOptions) {
        self.options = options
    }
}

/// A stage failed for a reason outside the content (disk full, permissions).
public struct StageError: Error, CustomStringConvertible {
    public var stage: String
    public var underlying: Error

    public var description: String { "\(stage): \(underlying)" }
}
