import Foundation
import NotesModel
import Testing
@testable import SnippetRunner

/// Language modes chosen per course, note and block; errors blocks judged by the one rule
/// `verify` and `--bless` share (`OutputRule.judgeDiagnostics`), with the output rule's
/// wildcards and optional lines.
@Suite struct ExpectedDiagnosticsTests {
    func parse(_ text: String, path: String = "a.md") -> Note {
        NoteParser.parse(text, relativePath: path, displayPath: "content/\(path)").note
    }

    // MARK: modes

    @Test func eachUnitGetsTheModeOfItsBlockNoteOrCourse() {
        let home = parse("---\nswift: 6\n---\n# 홈\n", path: "index.md")
        let note = parse("```swift run\nprint(1)\n```\n\n```swift check swift5\nlet a = 1\n```\n")
        let five = parse("---\nswift: 5\n---\n```swift compile-fail\nlet a: Int = \"\"\n```\n", path: "b.md")
        let result = SnippetExtractor.extract([home, note, five])
        #expect(result.units.map(\.mode) == [.swift6, .swift5, .swift5])
        #expect(SnippetExtractor.extract([note]).units.map(\.mode) == [.swift5, .swift5])
    }

    @Test func aContinueBlockOfAnotherModeIsAnError() {
        let result = SnippetExtractor.extract([parse("```swift run\nvar a = 1\n```\n\n```swift run continue swift6\na += 1\n```\n")])
        #expect(result.diagnostics.map(\.description) == [
            "content/a.md:5:1: error: this 'continue' block asks for Swift 6 mode, but the program it continues (content/a.md:1) is compiled in Swift 5 mode: one program has one language mode",
        ])
        #expect(result.units.count == 1)
    }

    @Test func anErrorsBlockNothingChecksIsWarned() {
        let result = SnippetExtractor.extract([parse("```swift check\nlet a = 1\n```\n\n```errors\nerror: x\n```\n\n```swift check warnings\nlet b = 1\n```\n\n```errors\n```\n")])
        #expect(result.diagnostics.map(\.description) == [
            "content/a.md:5:1: warning: this errors block does not follow a 'swift compile-fail' block or a block with 'warnings', so nothing checks it",
        ])
    }

    @Test func theModeAndTheWarningsArePartOfTheCacheKey() {
        let notes = [parse("```swift run\nprint(1)\n```\n\n```swift run swift6\nprint(1)\n```\n\n```swift run warnings\nprint(1)\n```\n")]
        let units = SnippetExtractor.extract(notes).units
        let cache = ResultCache(folder: URL(fileURLWithPath: "/tmp"))
        let keys = units.map { cache.key(for: $0, toolchain: "t", library: "l") }
        // The three blocks differ by their fence lines too; the same block in each mode:
        #expect(Set(keys).count == 3)
        let five = SnippetExtractor.extract([parse("```swift run\nprint(1)\n```\n")]).units[0]
        let six = SnippetExtractor.extract([parse("```swift run swift6\nprint(1)\n```\n")]).units[0]
        #expect(cache.key(for: five, toolchain: "t", library: "l") != cache.key(for: six, toolchain: "t", library: "l"))
    }

    @Test func theCompilerIsAskedForTheModeAndTheWarnings() throws {
        let library = SupportLibrary(binPath: URL(fileURLWithPath: "/x"), fingerprint: "f")
        let five = library.compilerArguments()
        #expect(five.contains("-suppress-warnings"))
        #expect(five[five.firstIndex(of: "-swift-version")! + 1] == "5")
        let six = library.compilerArguments(mode: .swift6, warnings: true)
        #expect(!six.contains("-suppress-warnings"))
        #expect(six[six.firstIndex(of: "-swift-version")! + 1] == "6")
    }

    @Test func aMergedSwift6ProgramRunsItsStatementsOnTheMainActorAsTopLevelCodeDoes() {
        let unit = SnippetExtractor.extract([parse("```swift run swift6\nprint(1)\n```\n")]).units[0]
        #expect(ProgramWriter.mergedFile(unit, index: 0).contains("@MainActor static func main() -> Never"))
        let five = SnippetExtractor.extract([parse("```swift run\nprint(1)\n```\n")]).units[0]
        #expect(!ProgramWriter.mergedFile(five, index: 0).contains("@MainActor"))
        // A block whose diagnostics are checked is compiled on its own.
        #expect(!ProgramWriter.canMerge(SnippetExtractor.extract([parse("```swift run warnings\nprint(1)\n```\n")]).units[0]))
    }

    // MARK: matching

    let actual = [
        DiagnosticLine(line: 3, column: 5, severity: .error, message: "main actor-isolated property 'count' can not be mutated from a nonisolated context"),
        DiagnosticLine(line: 7, column: 1, severity: .warning, message: "capture of 'self' with non-sendable type 'Model' in a '@Sendable' closure"),
    ]

    @Test func linesAreOptionalAndWildcardsWork() {
        #expect(DiagnosticLine.matches(expected: "3: error: main actor-isolated property 'count' can not be mutated from a nonisolated context\n7: warning: capture of 'self' with non-sendable type 'Model' in a '@Sendable' closure\n", actual: actual))
        #expect(DiagnosticLine.matches(expected: "error: main actor-isolated property [..] from a nonisolated context\nwarning: capture of 'self'[..]\n", actual: actual))
        #expect(DiagnosticLine.matches(expected: "3:5: error: [..]\n...\n", actual: actual))
        #expect(DiagnosticLine.matches(expected: "...\n7: warning: [..]\n\n", actual: actual))
    }

    @Test func aWrongLineColumnSeverityOrMessageIsAMismatch() {
        #expect(!DiagnosticLine.matches(expected: "4: error: [..]\n7: warning: [..]\n", actual: actual))
        #expect(!DiagnosticLine.matches(expected: "3:6: error: [..]\n7: warning: [..]\n", actual: actual))
        #expect(!DiagnosticLine.matches(expected: "3: warning: [..]\n7: warning: [..]\n", actual: actual))
        #expect(!DiagnosticLine.matches(expected: "3: error: [..]\n", actual: actual))
        #expect(!DiagnosticLine.matches(expected: "3: error: main actor-isolated property 'total'[..]\n7: warning: [..]\n", actual: actual))
    }

    @Test func theDiffShowsWhatTheCompilerSaid() {
        #expect(DiagnosticLine.diff(expected: "3: error: [..]\n4: error: gone\n", actual: actual) == """
              3: error: main actor-isolated property 'count' can not be mutated from a nonisolated context
            - 4: error: gone
            + 7: warning: capture of 'self' with non-sendable type 'Model' in a '@Sendable' closure
            """)
    }

    @Test func diagnosticsAreCountedFromTheBlockAndNotesLeftOut() {
        let note = parse("글\n\n```swift compile-fail\nlet a = 1\nlet b: Int = \"\"\n```\n")
        let unit = SnippetExtractor.extract([note]).units[0]
        let log = """
            content/a.md:5:14: error: cannot convert value of type 'String' to specified type 'Int'
            let b: Int = ""
                         ^~
            content/a.md:4:5: note: something
            main.swift:1:1: error: from the program itself
            """
        let lines = DiagnosticLine.of(CompilerDiagnostic.parse(log), block: unit.first, unit: unit)
        #expect(lines.map(\.text) == ["2: error: cannot convert value of type 'String' to specified type 'Int'", "error: from the program itself"])
        // An errors block that lists a note gets the compiler's notes too.
        #expect(DiagnosticLine.listsNotes("2: error: x\n1: note: y\n"))
        #expect(!DiagnosticLine.listsNotes("2: error: x\n"))
        let withNotes = DiagnosticLine.of(CompilerDiagnostic.parse(log), block: unit.first, unit: unit, notes: true)
        #expect(withNotes.map(\.text) == ["2: error: cannot convert value of type 'String' to specified type 'Int'", "1: note: something", "error: from the program itself"])
    }

    // MARK: the rule

    @Test func theRuleVerifyAndBlessShare() {
        #expect(OutputRule.judgeDiagnostics(expected: nil, actual: nil, asksForWarnings: false) == .cannotJudge)
        // A compile-fail block without an errors block: any error will do, nothing to write.
        #expect(OutputRule.judgeDiagnostics(expected: nil, actual: actual, asksForWarnings: false) == .matches)
        // A block asking for its warnings, without an errors block: it expects none.
        #expect(OutputRule.judgeDiagnostics(expected: nil, actual: actual, asksForWarnings: true) == .differs)
        #expect(OutputRule.judgeDiagnostics(expected: nil, actual: [], asksForWarnings: true) == .matches)
        #expect(OutputRule.judgeDiagnostics(expected: "", actual: actual, asksForWarnings: false) == .differs)
        #expect(OutputRule.needsWritingDiagnostics(expected: "", asksForWarnings: false, judgement: .differs))
        #expect(!OutputRule.needsWritingDiagnostics(expected: nil, asksForWarnings: false, judgement: .differs))
        #expect(OutputRule.needsWritingDiagnostics(expected: nil, asksForWarnings: true, judgement: .differs))
        #expect(!OutputRule.needsWritingDiagnostics(expected: "x", asksForWarnings: true, judgement: .cannotJudge))
    }

    @Test func evaluatingACompileFailBlockComparesItsErrors() {
        let note = parse("```swift compile-fail\nlet b: Int = \"\"\n```\n\n```errors\n1: error: cannot convert [..]\n```\n\n```swift compile-fail\nlet c: Int = \"\"\n```\n\n```errors\n1: error: something else\n```\n")
        let units = SnippetExtractor.extract([note]).units
        func record(_ line: Int) -> ResultCache.Record {
            ResultCache.Record(compiled: false, compilerErrors: [], compilerLog: "content/a.md:\(line):14: error: cannot convert value of type 'String' to specified type 'Int'\n", outcome: nil)
        }
        let good = UnitEvaluator.evaluate(units[0], record(2), cached: false)[0]
        #expect(good.status == .passed)
        #expect(good.actualDiagnostics == "1: error: cannot convert value of type 'String' to specified type 'Int'")
        let bad = UnitEvaluator.evaluate(units[1], record(10), cached: false)[0]
        #expect(bad.status == .failed)
        #expect(bad.failure == .wrongDiagnostics)
        #expect(bad.message == """
            the compiler's diagnostics differ from the errors block (line 13):
              - 1: error: something else
              + 1: error: cannot convert value of type 'String' to specified type 'Int'
              (- expected, + actual; `sitegen verify --bless` writes them)
            """)
    }

    // MARK: bless

    @Test func blessFillsAnEmptyErrorsBlockAndLeavesTheRestAsItIs() {
        let text = "글  \n\n```swift compile-fail\nlet b: Int = \"\"\n```\n\n```errors\n```\n끝\n"
        let block = parse(text).codeBlocks[0]
        let blessed = OutputBlesser.bless(text, [.init(block: block, actual: "1: error: cannot convert value", target: .errors)])
        #expect(blessed == "글  \n\n```swift compile-fail\nlet b: Int = \"\"\n```\n\n```errors\n1: error: cannot convert value\n```\n끝\n")
    }

    @Test func blessAddsAnErrorsBlockAfterTheOutputBlockOfABlockAskingForWarnings() {
        let text = "```swift run warnings\nprint(1)\n```\n\n```output\n0\n```\n"
        let block = parse(text).codeBlocks[0]
        let blessed = OutputBlesser.bless(text, [.init(block: block, actual: "1\n"), .init(block: block, actual: "2: warning: w", target: .errors)])
        #expect(blessed == "```swift run warnings\nprint(1)\n```\n\n```output\n1\n```\n\n```errors\n2: warning: w\n```\n")
    }
}
