import Foundation
import NotesModel

/// The library snippets link against (`libSitegenSnippetSupport.so` and its modules), built with
/// sitegen itself by `swift build` and found beside the sitegen binary: no snippet, and no first
/// `verify`, ever compiles it.
public struct SupportLibrary: Sendable {
    /// The build folder holding the library and `Modules/` (`.build/debug`, `.build/release`).
    public let binPath: URL
    /// Changes whenever the library is rebuilt, so cached results of an older library are not
    /// reused.
    public let fingerprint: String
    /// Set when sitegen was built with a sanitizer (the library then needs it too).
    public var sanitizer: Sanitizer?
    /// The library's UIKit and RxCocoa with Apple's `@MainActor` annotations, searched first by
    /// Swift 6 snippets (`Swift6Modules`); set by `preparedForSwift6()`.
    public var swift6Modules: URL?

    static let libraryName = "libSitegenSnippetSupport.so"

    public enum LocateError: Error, CustomStringConvertible {
        case notBuilt(String)

        public var description: String {
            switch self {
            case .notBuilt(let folder):
                "the snippet library is not built: \(folder)/\(SupportLibrary.libraryName) is missing; run `swift build` in sitegen's folder (it builds the library beside sitegen), or set SITEGEN_SUPPORT_DIR to the folder holding it"
            }
        }
    }

    /// Where the library and sitegen's other built programs are, read once: `SITEGEN_SUPPORT_DIR`
    /// if set; else `PREFIX/lib/sitegen` for a binary at `PREFIX/bin/sitegen` that has the library
    /// there (a release archive, `scripts/install`, the `.deb`); else the running binary's own
    /// folder (`swift build`'s build folder). Found from `/proc/self/exe`, never the source tree.
    public static let folder: URL = {
        if let override = ProcessInfo.processInfo.environment["SITEGEN_SUPPORT_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let installed = executableFolder.deletingLastPathComponent().appendingPathComponent("lib/sitegen")
        if FileManager.default.fileExists(atPath: installed.appendingPathComponent(libraryName).path) { return installed }
        return executableFolder
    }()

    /// `sitegen-launch`: beside the library in a build folder (or `SITEGEN_SUPPORT_DIR`), else
    /// beside the sitegen binary (`PREFIX/bin`).
    public static let launcher: URL = {
        let beside = folder.appendingPathComponent("sitegen-launch")
        return FileManager.default.isExecutableFile(atPath: beside.path) ? beside : executableFolder.appendingPathComponent("sitegen-launch")
    }()

    static let executableFolder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()

    /// Whether the modules come with their `.swiftinterface` files (a packaged library, built
    /// with library evolution), which another compiler can rebuild them from.
    public var hasInterfaces: Bool {
        FileManager.default.fileExists(atPath: binPath.appendingPathComponent("Modules/RxSwift.swiftinterface").path)
    }

    public static func locate() throws -> SupportLibrary {
        let folder = Self.folder
        let library = folder.appendingPathComponent(libraryName)
        // A packaged library may hold only the interfaces (`.swiftinterface`), no binary modules.
        let modules = ["swiftmodule", "swiftinterface"].map { folder.appendingPathComponent("Modules/RxSwift.\($0)").path }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: library.path),
              modules.contains(where: FileManager.default.fileExists(atPath:)) else {
            throw LocateError.notBuilt(folder.path)
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return SupportLibrary(binPath: folder, fingerprint: "\(size)-\(modified)", sanitizer: Sanitizer.of(library: library))
    }

    /// This library with its Swift 6 modules made (once per library build, on first use).
    public func preparedForSwift6() throws -> SupportLibrary {
        var library = self
        library.swift6Modules = try Swift6Modules.prepare(for: self)
        return library
    }

    /// `swiftc` arguments that make the offered modules importable and linked.
    /// - Parameter linkingLibrary: false for a program that needs nothing of the library (plain
    ///   Swift): without the library and the 32 shared objects it brings, it starts in 3–8 ms
    ///   instead of 15 ms.
    /// - Parameter mode: the language mode (`-swift-version`).
    /// - Parameter warnings: keep the compiler's warnings (a block that shows and checks them),
    ///   in Swift 5 mode with complete concurrency checking; otherwise they are suppressed, as
    ///   nothing reads them.
    public func compilerArguments(linkingLibrary: Bool = true, mode: SwiftLanguageMode = .swift5, warnings: Bool = false) -> [String] {
        let modules = binPath.appendingPathComponent("Modules").path
        let helpersMap = binPath.appendingPathComponent("COpenCombineHelpers.build/module.modulemap").path
        // A packaged library has the helpers' module map in Modules/, found by `-I` alone (also
        // when a compiler rebuilds OpenCombine from its interface, which gets no `-Xcc` flags).
        let packagedMap = FileManager.default.fileExists(atPath: modules + "/module.modulemap")
        // Swift 6 mode finds UIKit and RxCocoa with Apple's annotations first.
        var swift6Search: [String] = []
        if mode == .swift6, let swift6Modules { swift6Search = ["-I", swift6Modules.path] }
        let linking = ["-L", binPath.path, "-lSitegenSnippetSupport", "-Xlinker", "-rpath", "-Xlinker", binPath.path]
        return [
            // Whole-module mode: one frontend for all files of a merged program, the standard
            // library and the reactive libraries imported once (about 8x faster than file by file).
            "-swift-version", mode.rawValue, "-Onone", "-wmo",
        // Warnings in Swift 5 mode are those of complete concurrency checking (Xcode's "Strict
        // Concurrency Checking: Complete"): the warnings that become Swift 6's errors.
        ] + (warnings ? (mode == .swift5 ? ["-strict-concurrency=complete"] : []) : ["-suppress-warnings"]) + [
            "-module-alias", "Combine=SitegenCombine",
        ] + swift6Search + [
            "-I", modules,
        ] + (packagedMap ? [] : ["-Xcc", "-fmodule-map-file=\(helpersMap)"]) + (linkingLibrary ? linking : []) + [
            "-diagnostic-style", "llvm",
        ] + (sanitizer.map { [$0.compilerFlag] } ?? [])
    }
}
