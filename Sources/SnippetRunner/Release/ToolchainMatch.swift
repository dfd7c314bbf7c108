import Foundation

/// Whether the `swiftc` on this machine can compile snippets against a packaged snippet library.
///
/// The library's modules are built with library evolution and shipped with their
/// `.swiftinterface` files: a compiler other than the one that built them skips the binary
/// `.swiftmodule` and rebuilds each module from its interface (once, into the module cache).
/// That works for the same or a newer Swift of the same major version; an older compiler may not
/// read the newer one's interfaces, and a library without interfaces serves only the exact
/// compiler that built it. Either is one error naming both versions, instead of the compiler's
/// wall of module errors on the first snippet.
public enum ToolchainMatch {
    /// Why `here` (`swiftc --version`'s output) cannot use a library built by `built` (its first
    /// line), or `nil` if it can.
    public static func problem(built: String, here: String, hasInterfaces: Bool) -> ToolchainMismatch? {
        let hereLine = here.split(separator: "\n").first.map(String.init) ?? here
        guard hereLine.trimmingCharacters(in: .whitespaces) != built.trimmingCharacters(in: .whitespaces) else { return nil }
        let builtVersion = version(in: built), hereVersion = version(in: hereLine)
        let mismatch = ToolchainMismatch(built: builtVersion.map(text) ?? built, here: hereVersion.map(text) ?? hereLine, hasInterfaces: hasInterfaces)
        guard hasInterfaces, let builtVersion, let hereVersion else { return mismatch }
        // Same major version, not older: the interfaces are read and the modules rebuilt.
        return hereVersion.first == builtVersion.first && !hereVersion.lexicographicallyPrecedes(builtVersion) ? nil : mismatch
    }

    /// `[6, 3, 1]` from `Swift version 6.3.1 (swift-6.3.1-RELEASE)` (or Apple's `… Swift version 6.1 (…)`).
    static func version(in line: String) -> [Int]? {
        guard let range = line.range(of: "Swift version ") else { return nil }
        let digits = line[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        let parts = digits.split(separator: ".").compactMap { Int($0) }
        return parts.isEmpty ? nil : parts + Array(repeating: 0, count: max(0, 3 - parts.count))
    }

    private static func text(_ version: [Int]) -> String {
        "Swift " + version.map(String.init).joined(separator: ".")
    }
}

/// The `swiftc` here cannot use the packaged snippet library.
public struct ToolchainMismatch: Error, CustomStringConvertible, Equatable {
    /// The Swift that built the library (`Swift 6.3.1`).
    public let built: String
    /// The Swift of `swiftc` on this machine.
    public let here: String
    public let hasInterfaces: Bool

    public var description: String {
        if hasInterfaces {
            return "the snippet library was built with \(built); swiftc here is \(here), which cannot read its module interfaces (they need \(built) or a newer Swift \(built.dropFirst(6).prefix { $0 != "." })); put \(built) or newer first on PATH, or install the sitegen release built with \(here)"
        }
        return "the snippet library was built with \(built) and has no module interfaces, so only that compiler can use it; swiftc here is \(here); put \(built) first on PATH, or install the sitegen release built with \(here)"
    }
}
