import NotesModel
import SnippetRunner

/// The snippet badges of a `serve` build. Verification runs in the background (`--verify`), so a
/// note's blocks show its last results only while its text is still what was verified; a note
/// edited since shows its blocks' kinds until the next verification lands.
struct BadgeStage: BuildStage {
    let name = "badges"
    let memory: BuildMemory

    func run(_ state: inout BuildState) async throws {
        guard let verification = memory.withState({ $0.verification }) else {
            state.decorations = SnippetDecorations.make(notes: state.notes, results: nil)
            return
        }
        var texts: [String: String] = [:]
        for source in state.loaded.sources { texts[source.relativePath] = source.text }
        let verified = state.notes.filter { verification.texts[$0.relativePath] == texts[$0.relativePath] }
        let pending = state.notes.filter { verification.texts[$0.relativePath] != texts[$0.relativePath] }
        var decorations = SnippetDecorations.make(notes: verified, results: verification.results, proofs: verification.proofs)
        decorations.merge(SnippetDecorations.make(notes: pending, results: nil)) { first, _ in first }
        state.decorations = decorations
    }
}
