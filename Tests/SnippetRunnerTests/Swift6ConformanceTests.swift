import Foundation
import Testing
@testable import SnippetRunner

/// Swift 6 snippets that use RxSwift get from the bundled library the diagnostics real RxSwift
/// gives. Each case in `Tests/Fixtures/swift6-conformance/` is compiled in Swift 6 mode against
/// our modules; its `.expected` file holds, line for line, the errors and warnings the same
/// compiler printed for it against real RxSwift 6.10.2 built as a black box (how they are made:
/// docs/reactive-library.md, "Swift 6 mode").
@Suite struct Swift6ConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/swift6-conformance")

    static let cases: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()

    @Test func thereAreCasesForEachFamily() {
        #expect(Self.cases.count >= 12)
    }

    @Test(arguments: cases) func ourModulesGiveRealRxSwiftsDiagnostics(_ name: String) throws {
        let library = try SupportLibrary.locate()
        let source = Self.folder.appendingPathComponent("\(name).swift")
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("\(name).expected"), encoding: .utf8)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("swift6-conformance-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // SIL diagnostics (`sending`, regions) come after type checking: `-emit-sil` runs both.
        let arguments = ["swiftc"] + library.compilerArguments(linkingLibrary: false, mode: .swift6, warnings: true)
            + ["-emit-sil", "-o", "/dev/null", "-module-cache-path", scratch.path, "-module-name", "Case", source.path]
        let result = try Command.run(arguments, in: scratch, timeout: 600)
        let actual = CompilerDiagnostic.parse(result.stdout + result.stderr)
            .filter { $0.severity != .note && $0.file == source.path }
            .map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
        #expect(actual == OutputMatcher.lines(expected), "\(result.stderr)")
    }
}
