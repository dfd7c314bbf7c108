import Foundation

/// What a packaged sitegen was made from: written by `scripts/release` (and `scripts/install`)
/// as `build-info` beside the snippet library, one `key: value` a line. A binary run from its
/// build folder has none: there the library was built by the toolchain at hand, by definition.
public struct BuildInfo: Sendable, Equatable {
    /// sitegen's version (`SitegenVersion.current` when it was packaged).
    public var version: String
    /// The git commit it was built from.
    public var commit: String
    /// The first line of `swiftc --version` of the toolchain that built it and its library.
    public var swift: String

    public static let fileName = "build-info"

    /// The packaged binary's, read once; `nil` in a build folder.
    public static let current: BuildInfo? = read(SupportLibrary.folder.appendingPathComponent(fileName))

    static func read(_ url: URL) -> BuildInfo? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return parse(text)
    }

    static func parse(_ text: String) -> BuildInfo? {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].trimmingCharacters(in: .whitespaces)] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        guard let version = fields["version"], let commit = fields["commit"], let swift = fields["swift"] else { return nil }
        return BuildInfo(version: version, commit: commit, swift: swift)
    }

    /// `sitegen --version`'s line: `0.5.0 (commit 1a2b3c4d5e6f, Swift version 6.3.1 (swift-6.3.1-RELEASE))`.
    public static func versionLine(version: String) -> String {
        guard let info = current else { return "\(version) (built from a checkout)" }
        return "\(info.version) (commit \(info.commit.prefix(12)), \(info.swift))"
    }
}
