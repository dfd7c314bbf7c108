import Foundation
import NotesModel
import SnippetRunner

/// What one `serve` session remembers between builds, so a save re-reads, re-parses and
/// re-renders only what it touched. Builds run one at a time (the rebuild loop), so the lock
/// is never contended; it is there because stages are `Sendable` values.
final class BuildMemory: @unchecked Sendable {
    /// What changed since the previous build.
    struct Changes: Sendable {
        /// Absolute paths of changed files under the content folder.
        var contentFiles: Set<String> = []
        /// Walk the whole content folder again (first build, folders changed, lost events).
        var reloadContent = false
        /// Load the templates again.
        var reloadTheme = false

        static let everything = Changes(reloadContent: true, reloadTheme: true)
    }

    struct ParsedSource: Sendable {
        var text: String
        var displayPath: String
        var result: NoteParser.Result
    }

    /// Snippet results from the last background verification, for the notes' text it saw.
    struct Verification: Sendable {
        var texts: [String: String]
        var results: [SnippetResult]
        var diagnostics: [Diagnostic]
        var proofs: [GroupProof] = []
    }

    /// The last rendering, for the next render plan.
    struct Rendered: Sendable {
        var course: Course
        var decorations: [String: [Int: CodeDecoration]]
        var themeGeneration: Int
        var files: [String: SiteFile]
    }

    struct State: Sendable {
        var changes = Changes.everything
        var loaded: ContentLoader.Result?
        var parsed: [String: ParsedSource] = [:]
        var theme: (theme: Theme?, diagnostics: [Diagnostic])?
        var themeGeneration = 0
        var verification: Verification?
        var rendered: Rendered?
        /// What the last build did, for the terminal: "1 page", "all 1,033 files".
        var summary = ""
    }

    private let state = Locked(State())

    func withState<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try state.withLock(body)
    }
}
