import ArgumentParser
import Foundation

/// `--cache-dir DIR`, shared by every command that verifies snippets (and `build`, which keeps
/// the site before last there: `SpareSite`).
struct CacheOption: ParsableArguments {
    @Option(name: .customLong("cache-dir"), help: ArgumentHelp("Where snippet results and the compiler's module cache are kept.", valueName: "DIR"))
    var cacheDir = ".sitegen-cache"

    var url: URL { URL(fileURLWithPath: cacheDir) }
}
