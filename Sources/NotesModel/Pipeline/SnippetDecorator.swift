/// The pipeline's snippet step, between resolving and rendering: what each code block's frame
/// shows (badges, actual output, proofs) and the problems verification found. `SnippetRunner`
/// provides the implementations — verifying now (`build`), showing the last background results
/// (`serve`), or only the blocks' kinds (`--no-verify`) — so the model knows nothing of running
/// code.
public protocol SnippetDecorator: Sendable {
    /// The stage it is in the build's progress and errors (`verify`, `badges`).
    var stage: Stage { get }
    /// Decorations by note relative path and fence line, and any problems. In a build that
    /// writes the site (it runs once) the notes come without their bodies and `sources` is
    /// empty: a decorator reads the notes' code blocks, front matter and paths.
    func decorate(_ notes: [Note], sources: [ContentLoader.SourceFile]) async throws -> (decorations: CodeDecorations, diagnostics: [Diagnostic])
}
