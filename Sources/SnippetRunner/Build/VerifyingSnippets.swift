import Foundation
import NotesModel

/// `sitegen build`'s snippet step: every snippet is checked (answers come from the cache when
/// nothing changed), failures become errors, and every block's frame gets its badge. With
/// `--no-verify` nothing runs and blocks show their kind.
public struct VerifyingSnippets: SnippetDecorator {
    public let stage = Stage.verify
    public var cacheFolder: URL
    public var enabled: Bool
    public var sandbox: SandboxPolicy
    public var progress: @Sendable (String) -> Void
    /// Told the whole report when verification ends (counts for the terminal).
    public var finished: @Sendable (Verifier.Report) -> Void

    public init(cacheFolder: URL, enabled: Bool, sandbox: SandboxPolicy = .required, progress: @escaping @Sendable (String) -> Void = { _ in }, finished: @escaping @Sendable (Verifier.Report) -> Void = { _ in }) {
        self.cacheFolder = cacheFolder
        self.enabled = enabled
        self.sandbox = sandbox
        self.progress = progress
        self.finished = finished
    }

    public func decorate(_ notes: [Note], sources: [ContentLoader.SourceFile]) async throws -> (decorations: CodeDecorations, diagnostics: [Diagnostic]) {
        guard enabled else { return (SnippetDecorations.make(notes: notes, results: nil), []) }
        var verifier = Verifier(cacheFolder: cacheFolder, progress: progress)
        verifier.sandbox = sandbox
        let report = try await Task.detached { try verifier.verify(notes) }.value
        finished(report)
        return (SnippetDecorations.make(notes: notes, results: report.results, proofs: report.proofs), report.problems)
    }
}
