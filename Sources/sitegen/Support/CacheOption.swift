import ArgumentParser
import Foundation

/// `--cache-dir DIR`, shared by every command that verifies snippets.
struct CacheOption: ParsableArguments {
    @Option(name: .customLong("cache-dir"), help: ArgumentHelp("Where snippet results are kept.", valueName: "DIR"))
    var cacheDir = ".sitegen-cache"

    var url: URL { URL(fileURLWithPath: cacheDir) }
}
