import NotesModel
import Foundation

/// Compiles snippet programs with `swiftc` against the support package.
struct SnippetCompiler: Sendable {
    let support: SupportLibrary
    /// Where generated sources and binaries go (inside the cache folder).
    let workFolder: URL
    /// The compiler's cache of the C modules it imports (Glibc, the libraries' helpers): in
    /// sitegen's cache folder, not `~/.cache/clang`, where swiftc puts 20 MB by default on a
    /// first run; kept across runs, as building it takes the first compile seconds.
    let moduleCache: URL

    struct Output: Sendable {
        var executable: URL?
        var diagnostics: [CompilerDiagnostic]
        /// Everything the compiler printed, for errors without a location (the linker's).
        var log: String
    }

    /// Compiles `files` (name → source) into one executable, linked with the support library
    /// unless `linkingLibrary` is false.
    /// `mode` is the language mode; `warnings` keeps the compiler's warnings.
    func compile(_ files: [(String, String)], name: String, linkingLibrary: Bool = true, mode: SwiftLanguageMode = .swift5, warnings: Bool = false) throws -> Output {
        let folder = workFolder.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for (file, text) in files {
            let url = folder.appendingPathComponent(file)
            try text.write(to: url, atomically: false, encoding: .utf8)
            paths.append(url.path)
        }
        let executable = folder.appendingPathComponent("program")
        let arguments = ["swiftc"] + support.compilerArguments(linkingLibrary: linkingLibrary, mode: mode, warnings: warnings) + ["-module-cache-path", moduleCache.path, "-module-name", "Snippets", "-o", executable.path] + paths
        let result = try Command.run(arguments, in: folder, timeout: 600)
        let log = result.stdout + result.stderr
        if result.status == 0 && FileManager.default.isExecutableFile(atPath: executable.path) {
            return Output(executable: executable, diagnostics: [], log: log)
        }
        return Output(executable: nil, diagnostics: CompilerDiagnostic.errors(log), log: log)
    }
}
