import Foundation

/// Compiles snippet programs with `swiftc` against the support package.
struct SnippetCompiler: Sendable {
    let support: SupportLibrary
    /// Where generated sources and binaries go (inside the cache folder).
    let workFolder: URL
    /// `-module-cache-path`, if not the compiler's default (in the user's home folder).
    var moduleCache: URL? = nil

    struct Output: Sendable {
        var executable: URL?
        var diagnostics: [CompilerDiagnostic]
        /// Everything the compiler printed, for errors without a location (the linker's).
        var log: String
    }

    /// Compiles `files` (name → source) into one executable, linked with the support library
    /// unless `linkingLibrary` is false.
    func compile(_ files: [(String, String)], name: String, linkingLibrary: Bool = true) throws -> Output {
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
        let cache = moduleCache.map { ["-module-cache-path", $0.path] } ?? []
        let arguments = ["swiftc"] + support.compilerArguments(linkingLibrary: linkingLibrary) + cache + ["-module-name", "Snippets", "-o", executable.path] + paths
        let result = try Command.run(arguments, in: folder, timeout: 600)
        let log = result.stdout + result.stderr
        if result.status == 0 && FileManager.default.isExecutableFile(atPath: executable.path) {
            return Output(executable: executable, diagnostics: [], log: log)
        }
        return Output(executable: nil, diagnostics: CompilerDiagnostic.parse(log), log: log)
    }
}
