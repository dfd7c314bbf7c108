/// The pipeline's stages in the order they run: the names the progress line shows
/// (`[4/8] verify`) and a failed stage is reported by (`write: …`).
public enum Stage: String, Sendable, CaseIterable {
    case load, parse, resolve
    /// The snippet step (`SnippetDecorator`): `verify` when building, `badges` while serving.
    case verify, badges
    case theme, render
    /// `SearchStage`: inside the pipeline for `build`, after the reload for `serve`.
    case search
    /// `build` only: the output folder replaced.
    case write
}

/// A stage failed for a reason outside the content (disk full, permissions).
public struct StageError: Error, CustomStringConvertible {
    public var stage: Stage
    public var underlying: Error

    public init(stage: Stage, underlying: Error) {
        self.stage = stage
        self.underlying = underlying
    }

    public var description: String { "\(stage.rawValue): \(underlying)" }
}
