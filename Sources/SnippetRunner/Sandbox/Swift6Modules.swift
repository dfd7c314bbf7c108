import Foundation

/// The snippet library's UIKit and RxCocoa as a Swift 6 snippet sees them: with Apple's
/// `@MainActor` annotations (`UIResponder` and so every view, control and controller, `UIScreen`,
/// `UIDevice`, the data source and delegate protocols, …; docs/uikit.md, "Swift 6 mode").
///
/// Apple's UIKit is imported from Objective-C, and such declarations are implicitly
/// `@preconcurrency`: misuse is silent in Swift 5 mode and an error in Swift 6 mode. No Swift
/// declaration does both (`@preconcurrency @MainActor` stays a warning in Swift 6 mode too;
/// `@MainActor` is an error in Swift 5 mode as well), so the library's sources carry the
/// annotations under the `SITEGEN_SWIFT6` compilation condition: the library itself is built
/// without it, and a Swift 6 snippet is compiled against these module files, made from the same
/// sources with it. Isolation on a class, protocol or synchronous method is not part of any
/// symbol's name, so the snippet links against the one library. Only declarations are needed:
/// function bodies are skipped, which is what makes the build quick (the library's own bodies
/// need not satisfy the annotations, as Apple's frameworks need not).
///
/// Made once per library build, on the first Swift 6 snippet, beside the library
/// (`Modules-swift6/` in its folder), from the sources sitegen was built from; a packaged library
/// (`scripts/release`) has them made already, with their interfaces.
public enum Swift6Modules {
    /// The compilation condition under which the sources carry Swift 6's annotations.
    static let condition = "SITEGEN_SWIFT6"
    /// The modules whose declarations differ under the condition, in build order (RxCocoa
    /// imports UIKit).
    static let modules = ["UIKit", "RxCocoa"]
    /// The library's sources: `Sources/SnippetSupport` of the checkout this binary was built from.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SnippetSupport")

    private static let lock = NSLock()

    public enum BuildError: Error, CustomStringConvertible {
        case failed(module: String, log: String)

        public var description: String {
            switch self {
            case .failed(let module, let log):
                "the snippet library's \(module) for Swift 6 mode did not build:\n\(log)"
            }
        }
    }

    /// The folder of the Swift 6 modules for `library`, built first if they are missing or older
    /// than the library; the packaged ones when the library's sources are not on this machine;
    /// nil when there are neither, and Swift 6 snippets then see the Swift 5 modules.
    static func prepare(for library: SupportLibrary) throws -> URL? {
        let folder = library.binPath.appendingPathComponent("Modules-swift6")
        let stamp = folder.appendingPathComponent("library-fingerprint")
        // One build per process at a time; another process's finished build is taken as it is.
        return try lock.withLock {
            if (try? String(contentsOf: stamp, encoding: .utf8)) == library.fingerprint { return folder }
            // A packaged library (scripts/release) comes with them made, and no fingerprint file.
            let packaged = !FileManager.default.fileExists(atPath: stamp.path) && ["swiftmodule", "swiftinterface"].contains {
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("UIKit.\($0)").path)
            }
            if packaged { return folder }
            guard FileManager.default.fileExists(atPath: sources.appendingPathComponent("UIKit").path) else { return nil }
            let building = library.binPath.appendingPathComponent("Modules-swift6.building-\(ProcessInfo.processInfo.processIdentifier)")
            try? FileManager.default.removeItem(at: building)
            try FileManager.default.createDirectory(at: building, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: building) }
            for module in modules {
                let result = try Command.run(arguments(module, into: building, library: library), in: building, timeout: 1200)
                guard result.status == 0 else { throw BuildError.failed(module: module, log: result.stdout + result.stderr) }
            }
            try library.fingerprint.write(to: building.appendingPathComponent("library-fingerprint"), atomically: true, encoding: .utf8)
            if (try? String(contentsOf: stamp, encoding: .utf8)) != library.fingerprint {
                try? FileManager.default.removeItem(at: folder)
                // Another process may have put its own in place since: then that one is kept.
                do { try FileManager.default.moveItem(at: building, to: folder) } catch {
                    guard (try? String(contentsOf: stamp, encoding: .utf8)) == library.fingerprint else { throw error }
                }
            }
            return folder
        }
    }

    /// `swiftc` emitting one module's declarations with the condition set, bodies skipped, in
    /// Swift 5 mode as the library is built, against the library's other modules.
    static func arguments(_ module: String, into folder: URL, library: SupportLibrary) -> [String] {
        let files = (FileManager.default.enumerator(at: sources.appendingPathComponent(module), includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map(\.path) ?? []).sorted()
        return ["swiftc", "-emit-module", "-module-name", module, "-parse-as-library",
                "-swift-version", "5", "-D", condition, "-suppress-warnings",
                "-Xfrontend", "-experimental-skip-all-function-bodies",
                "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                "-I", folder.path, "-I", library.binPath.appendingPathComponent("Modules").path,
                "-module-cache-path", folder.appendingPathComponent("module-cache").path]
            + (library.hasInterfaces ? ["-enable-library-evolution"] : [])
            + files
    }
}
