import Foundation

/// Builds (once per cache folder and toolchain) the package snippets link against, and knows
/// the compiler flags that use it.
public struct SupportPackage: Sendable {
    public let folder: URL
    /// The package's build products (`.build/debug`).
    public let binPath: URL

    public enum BuildError: Error, CustomStringConvertible {
        case failed(String)

        public var description: String {
            switch self {
            case .failed(let output): "could not build the snippet support package (OpenCombine):\n\(output)"
            }
        }
    }

    /// Writes the package into `cache/support` and builds it if its sources changed or it was
    /// never built.
    public static func prepare(cache: URL) throws -> SupportPackage {
        let folder = cache.appendingPathComponent("support")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // One build at a time, even across processes (parallel tests, two terminals).
        let lockFile = open(folder.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
        guard lockFile >= 0 else { throw BuildError.failed("cannot create \(folder.path)/.lock") }
        defer { close(lockFile) }
        flock(lockFile, LOCK_EX)
        defer { flock(lockFile, LOCK_UN) }
        let files: [(String, String)] = [
            ("Package.swift", SupportSources.packageManifest),
            ("Sources/SitegenCombine/Exports.swift", SupportSources.combine),
            ("Sources/PlaygroundSupport/PlaygroundPage.swift", SupportSources.playgroundSupport),
            ("Sources/SitegenHarness/Harness.swift", SupportSources.harness),
        ]
        var changed = false
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            if (try? String(contentsOf: url, encoding: .utf8)) != text {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
                changed = true
            }
        }
        let bin = folder.appendingPathComponent(".build/debug")
        let library = bin.appendingPathComponent("libSitegenSnippetSupport.so")
        if changed || !FileManager.default.fileExists(atPath: library.path) {
            let result = try Command.run(["swift", "build", "--package-path", folder.path, "-c", "debug"], timeout: 1800)
            guard result.status == 0 else {
                throw BuildError.failed(result.stdout + result.stderr)
            }
        }
        return SupportPackage(folder: folder, binPath: bin.resolvingSymlinksInPath())
    }

    /// `swiftc` arguments that make `import Combine`, `import PlaygroundSupport` and the harness work.
    public var compilerArguments: [String] {
        let modules = binPath.appendingPathComponent("Modules").path
        let helpersMap = binPath.appendingPathComponent("COpenCombineHelpers.build/module.modulemap").path
        return [
            // Whole-module mode: one frontend for all files of a merged program, the standard
            // library and OpenCombine imported once (about 8x faster than file by file here).
            "-swift-version", "5", "-Onone", "-wmo", "-suppress-warnings",
            "-module-alias", "Combine=SitegenCombine",
            "-I", modules,
            "-Xcc", "-fmodule-map-file=\(helpersMap)",
            "-L", binPath.path, "-lSitegenSnippetSupport",
            "-Xlinker", "-rpath", "-Xlinker", binPath.path,
            "-diagnostic-style", "llvm",
        ]
    }
}
