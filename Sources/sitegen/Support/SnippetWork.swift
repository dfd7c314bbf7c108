import ArgumentParser
import SnippetRunner

/// Snippet work (verify, adopt) run off the command's task, with what stops it before any
/// snippet is judged turned into sitegen's exit codes: a machine that cannot sandbox snippets,
/// or a Swift that cannot use the packaged library, is wrong usage (2); a cache folder that
/// cannot be written is a problem (1).
enum SnippetWork {
    static func run<T: Sendable>(progress: VerifyProgress, _ work: @escaping @Sendable () throws -> T) async throws -> T {
        do {
            return try await Task.detached { try work() }.value
        } catch let error as SandboxUnavailable {
            progress.finish()
            Console.error("error: \(error)")
            throw ExitCode(2)
        } catch let error as ToolchainMismatch {
            // The user's Swift cannot use the packaged library: wrong usage of this install.
            progress.finish()
            Console.error("error: \(error)")
            throw ExitCode(2)
        } catch let error as CacheUnwritable {
            progress.finish()
            Console.error("error: \(error)")
            throw ExitCode(1)
        }
    }
}
