import Foundation

/// A background verification cut short by Ctrl-C leaves its work folder in the cache
/// (`build/run-<pid>-…`); the verifier removes it itself when it finishes normally.
enum VerifyLeftovers {
    static func remove(cacheFolder: URL) {
        let build = cacheFolder.appendingPathComponent("build")
        let prefix = "run-\(ProcessInfo.processInfo.processIdentifier)-"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        for entry in entries where entry.hasPrefix(prefix) {
            try? FileManager.default.removeItem(at: build.appendingPathComponent(entry))
        }
    }
}
