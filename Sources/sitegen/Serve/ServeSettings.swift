import Foundation
import NotesModel
import SnippetRunner

/// What `sitegen serve` was asked for, resolved once.
struct ServeSettings: Sendable {
    var options: BuildOptions
    var host: String
    var port: Int
    /// `--verify`: check snippets in the background after each change.
    var verify: Bool
    var cacheFolder: URL
    /// `--no-sandbox`: snippets verified in the background run with the user's rights.
    var sandbox: SandboxPolicy
    /// `--output`, when given: keep that folder up to date as well.
    var mirror: URL?
    var quiet: Bool
    /// `SITEGEN_SERVE_CHECK=1`: after every incremental build, build everything again and say
    /// whether the files are the same (for tests).
    var check: Bool
}
