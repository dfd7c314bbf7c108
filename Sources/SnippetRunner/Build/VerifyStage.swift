import Foundation
import NotesModel

/// **verify** as a build stage: snippets are checked (answers come from the cache when nothing
/// changed), failures become errors, and every block's frame gets its badge.
public struct VerifyStage: BuildStage {
    public let name = "verify"
    public var cacheFolder: URL
    /// `--no-verify`: show the blocks' kinds, run nothing.
    public var enabled: Bool

    public init(cacheFolder: URL, enabled: Bool) {
        self.cacheFolder = cacheFolder
        self.enabled = enabled
    }

    public func run(_ state: inout BuildState) async throws {
        let notes = state.notes
        guard enabled else {
            state.decorations = SnippetDecorations.make(notes: notes, results: nil)
            return
        }
        let verifier = Verifier(cacheFolder: cacheFolder)
        let report = try await Task.detached { try verifier.verify(notes) }.value
        state.diagnostics += report.diagnostics
        for result in report.results where result.status == .failed {
            state.diagnostics.append(.error(SourceLocation(file: result.file, line: result.line), "snippet failed [\(result.kind)]: \(result.message ?? "")"))
        }
        state.decorations = SnippetDecorations.make(notes: notes, results: report.results, proofs: report.proofs)
    }
}
