import Foundation
import Testing
@testable import SnippetRunner

/// Swift 6 snippets that use RxSwift, UIKit or Combine get from the bundled library the
/// diagnostics the real ones give. Each case in `Tests/Fixtures/swift6-conformance/` is compiled
/// in Swift 6 mode against our modules; its `.expected` file holds, line for line, the errors and
/// warnings the same compiler printed for it against real RxSwift 6.10.2 built as a black box
/// (how they are made: docs/reactive-library.md, "Swift 6 mode"), or, for the `uikit-` and
/// `combine-` cases, against stand-ins declaring what Apple documents of UIKit's and Combine's
/// isolation and `Sendable` conformances (`stand-ins/README.md`): there is no Apple SDK here.
@Suite struct Swift6ConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/swift6-conformance")

    static let cases: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()

    @Test func thereAreCasesForEachFamily() {
        #expect(Self.cases.count >= 12)
    }

    /// The cases whose oracle is Apple's documentation, compiled against the stand-ins.
    static let appleCases = cases.filter { $0.hasPrefix("uikit-") || $0.hasPrefix("combine-") }

    @Test func thereAreUIKitAndCombineCases() {
        #expect(Self.appleCases.filter { $0.hasPrefix("uikit-") }.count >= 4)
        #expect(Self.appleCases.filter { $0.hasPrefix("combine-") }.count >= 3)
    }

    @Test(arguments: cases) func ourModulesGiveTheRealLibrariesDiagnostics(_ name: String) throws {
        let library = try SupportLibrary.locate().preparedForSwift6()
        // Without the Swift 6 modules a UIKit case would pass only by being silent.
        #expect(library.swift6Modules != nil)
        try Self.expectExpectedDiagnostics(name, arguments: library.compilerArguments(linkingLibrary: false, mode: .swift6, warnings: true))
    }

    /// The stand-ins still give the `.expected` lines: the oracle is what is written down.
    @Test(arguments: appleCases) func theStandInsGiveTheExpectedDiagnostics(_ name: String) throws {
        let modules = try Self.standIns()
        try Self.expectExpectedDiagnostics(name, arguments: ["-swift-version", "6", "-I", modules.path, "-diagnostic-style", "llvm"])
    }

    static func expectExpectedDiagnostics(_ name: String, arguments compilerArguments: [String]) throws {
        let source = folder.appendingPathComponent("\(name).swift")
        let expected = try String(contentsOf: folder.appendingPathComponent("\(name).expected"), encoding: .utf8)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("swift6-conformance-\(ProcessInfo.processInfo.processIdentifier)-\(name)-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // SIL diagnostics (`sending`, regions) come after type checking: `-emit-sil` runs both.
        let arguments = ["swiftc"] + compilerArguments
            + ["-emit-sil", "-o", "/dev/null", "-module-cache-path", scratch.path, "-module-name", "Case", source.path]
        let result = try Command.run(arguments, in: scratch, timeout: 600)
        let actual = CompilerDiagnostic.parse(result.stdout + result.stderr)
            .filter { $0.severity != .note && $0.file == source.path }
            .map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
        #expect(actual == OutputMatcher.lines(expected), "\(name): \(result.stderr)")
    }

    /// The stand-in UIKit and Combine modules, built once per test run.
    static func standIns() throws -> URL {
        try standInModules.get()
    }

    private static let standInModules: Swift.Result<URL, any Error> = Swift.Result {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("swift6-stand-ins-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        for module in ["UIKit", "Combine"] {
            let source = folder.appendingPathComponent("stand-ins/\(module).swift").path
            let result = try Command.run(["swiftc", "-swift-version", "5", "-emit-module", "-module-name", module, "-parse-as-library",
                                          "-emit-module-path", output.appendingPathComponent("\(module).swiftmodule").path,
                                          "-module-cache-path", output.appendingPathComponent("module-cache").path, source], in: output, timeout: 600)
            guard result.status == 0 else { throw StandInError(log: result.stderr) }
        }
        return output
    }
}

struct StandInError: Error {
    let log: String
}
