import Foundation

/// Which offered module declares a name: read from the snippet library's own modules with the
/// toolchain's `swift symbolgraph-extract` (public top-level declarations only), once per build
/// of the library, kept in the cache folder. `sitegen adopt` names the module that would supply
/// what a block lacks ("add `import RxSwift`: it declares DisposeBag").
struct ModuleNames: Sendable {
    /// Name → modules declaring it, in `OfferedModules.offered` order.
    private(set) var modules: [String: [String]] = [:]

    /// Modules of the library that snippets import under these names (the `Combine` a snippet
    /// imports is the library's `SitegenCombine`, which re-exports OpenCombine).
    static let extracted: [(imported: String, module: String)] = [
        ("RxSwift", "RxSwift"), ("RxRelay", "RxRelay"), ("RxCocoa", "RxCocoa"), ("RxTest", "RxTest"),
        ("RxBlocking", "RxBlocking"), ("Combine", "SitegenCombine"), ("Combine", "OpenCombine"),
        ("Combine", "OpenCombineDispatch"), ("Combine", "OpenCombineFoundation"),
        ("AsyncAlgorithms", "AsyncAlgorithms"), ("PlaygroundSupport", "PlaygroundSupport"), ("UIKit", "UIKit"),
    ]

    init(modules: [String: [String]]) {
        self.modules = modules
    }

    /// The offered modules declaring `name`.
    func modules(declaring name: String) -> [String] { modules[name] ?? [] }

    /// Loads the table from `cacheFolder`, or makes it from `library` and stores it there.
    static func load(library: SupportLibrary, cacheFolder: URL, jobs: Int) -> ModuleNames {
        let file = cacheFolder.appendingPathComponent("adopt/module-names-\(library.fingerprint).json")
        if let data = FileManager.default.contents(atPath: file.path),
           let table = try? JSONDecoder().decode([String: [String]].self, from: data) {
            return ModuleNames(modules: table)
        }
        let work = cacheFolder.appendingPathComponent("adopt/symbols-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: work) }
        let found = extracted.parallelMap(jobs: jobs) { entry -> (String, [String]) in
            (entry.imported, topLevelNames(module: entry.module, library: library, folder: work.appendingPathComponent(entry.module),
                                           moduleCache: cacheFolder.appendingPathComponent("module-cache")))
        }
        var table: [String: [String]] = [:]
        for (imported, names) in found {
            for name in names where !(table[name]?.contains(imported) ?? false) { table[name, default: []].append(imported) }
        }
        if let data = try? JSONEncoder().encode(table) {
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? data.write(to: file, options: .atomic)
        }
        return ModuleNames(modules: table)
    }

    /// Public top-level names (types, functions, globals) of one module of the library.
    /// `moduleCache`: where the compiler keeps the modules it builds, in sitegen's cache folder
    /// rather than the user's home.
    private static func topLevelNames(module: String, library: SupportLibrary, folder: URL, moduleCache: URL) -> [String] {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let modules = library.binPath.appendingPathComponent("Modules").path
        let helpersMap = library.binPath.appendingPathComponent("COpenCombineHelpers.build/module.modulemap").path
        let arguments = ["swift", "symbolgraph-extract", "-module-name", module, "-I", modules,
                         "-Xcc", "-fmodule-map-file=\(helpersMap)",
                         "-target", targetTriple, "-minimum-access-level", "public", "-output-dir", folder.path,
                         "-module-cache-path", moduleCache.path]
        guard let result = try? Command.run(arguments, timeout: 120), result.status == 0,
              let data = FileManager.default.contents(atPath: folder.appendingPathComponent("\(module).symbols.json").path),
              let graph = try? JSONDecoder().decode(SymbolGraph.self, from: data) else { return [] }
        return graph.symbols.filter { $0.pathComponents.count == 1 }.map(\.pathComponents[0])
    }

    private static var targetTriple: String {
        #if arch(arm64)
        "aarch64-unknown-linux-gnu"
        #else
        "x86_64-unknown-linux-gnu"
        #endif
    }

    /// What sitegen reads of a symbol graph file.
    private struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            var pathComponents: [String]
        }
        var symbols: [Symbol]
    }
}
