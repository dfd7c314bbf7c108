import Foundation

/// The environment a snippet runs with: an allow-list, never a copy of sitegen's own. sitegen is
/// started from a shell that may hold tokens and keys (`GITHUB_TOKEN`, `AWS_SECRET_ACCESS_KEY`),
/// and a note's code is one pull request away; whatever is not named here does not reach it.
///
/// A note that needs a variable sets it itself, in hidden setup lines (`setenv("NAME", "value",
/// 1)` between `// snippet.hide` and `// snippet.show`): the value is then part of the note, the
/// same on every machine, and in the cache key.
enum SnippetEnvironment {
    /// Passed on from sitegen's environment when set: what finding programs, the language of
    /// messages and the time zone need.
    static let passedNames: Set<String> = ["PATH", "LANG", "LANGUAGE", "TZ"]
    /// Every `LC_*` variable passes too (`LC_ALL`, `LC_CTYPE`, …).
    static let passedPrefix = "LC_"

    /// A request the harness does not see (`Data(contentsOf:)` on Linux has a session of its
    /// own) goes through libcurl, which honours these: a proxy at port 0 fails at once, without a
    /// packet leaving the machine (the sandbox takes the network away besides).
    static let proxyVariables = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "ftp_proxy", "FTP_PROXY"]

    /// The whole environment of one run: the allowed part of `inherited`, the snippet's own
    /// folder as `HOME`, `TMPDIR` and Caches folder, then `extra` (the run's own variables: its
    /// fixtures file, its token).
    static func make(inherited: [String: String], folder: URL, extra: [String: String]) -> [String: String] {
        var environment = inherited.filter { passedNames.contains($0.key) || $0.key.hasPrefix(passedPrefix) }
        environment["SWIFT_BACKTRACE"] = "enable=no"
        for name in proxyVariables { environment[name] = "http://127.0.0.1:0" }
        environment["HOME"] = folder.path
        environment["TMPDIR"] = folder.path
        environment["XDG_CACHE_HOME"] = folder.path + "/Caches"
        environment.merge(extra) { _, new in new }
        return environment
    }
}
