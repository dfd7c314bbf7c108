import NotesModel
import Testing
@testable import SnippetRunner

/// How a unit's compile and run become a result per block, and which output blocks `--bless`
/// may then rewrite: judged from made-up records, without compiling anything.
@Suite struct UnitEvaluatorTests {
    static let chain = """
    ```swift run
    print("하나")
    ```

    ```output
    하나
    ```

    ```swift run continue
    print("둘")
    ```

    ```output
    둘
    ```

    """

    func unit(_ text: String) -> (Note, SnippetUnit) {
        let note = NoteParser.parse(text, relativePath: "a.md", displayPath: "content/a.md").note
        return (note, SnippetExtractor.extract([note]).units[0])
    }

    func record(_ ending: SnippetProcess.Ending, stdout: String, compiled: Bool = true) -> ResultCache.Record {
        ResultCache.Record(compiled: compiled, compilerErrors: compiled ? [] : ["content/a.md:2:1: error: 뭔가 틀림"], compilerLog: "",
                           outcome: compiled ? SnippetProcess.Outcome(ending: ending, stdout: stdout, stderr: "", seconds: 0.1) : nil)
    }

    /// The program's stdout: each block's part, then the boundary marker between blocks.
    func printed(_ parts: String...) -> String {
        parts.joined(separator: ProgramWriter.blockBoundary + "\n")
    }

    @Test func eachBlockIsJudgedByItsOwnPartOfTheOutput() {
        let (_, unit) = unit(Self.chain)
        let results = UnitEvaluator.evaluate(unit, record(.exited(0), stdout: printed("하나\n", "셋\n")), cached: false)
        #expect(results.map(\.status) == [.passed, .failed])
        #expect(results.map(\.actualOutput) == ["하나\n", "셋\n"])
        #expect(results[1].failure == .wrongOutput)
    }

    @Test func aCrashFailsTheBlockItHappenedInAndTheOnesItNeverReached() {
        let (note, unit) = unit(Self.chain)
        let results = UnitEvaluator.evaluate(unit, record(.signal(4), stdout: "하나\n"), cached: false)
        #expect(results.map(\.status) == [.failed, .failed])
        #expect(results[0].failure == .crashed)
        // Neither output block may be rewritten from a run that stopped early.
        let report = Verifier.Report(results: results, diagnostics: [])
        #expect(OutputBlesser.updates([note], report).isEmpty)
    }

    @Test func aTimeoutIsItsOwnFailureAndBlessLeavesItsOutputAlone() {
        let (note, unit) = unit(Self.chain)
        let results = UnitEvaluator.evaluate(unit, record(.timedOut, stdout: printed("하나\n", "두")), cached: false)
        #expect(results.last?.failure == .timeout)
        #expect(OutputBlesser.updates([note], Verifier.Report(results: results, diagnostics: [])).isEmpty)
    }

    @Test func aCompileErrorFailsEveryBlockWithoutOutput() {
        let (note, unit) = unit(Self.chain)
        let results = UnitEvaluator.evaluate(unit, record(.exited(0), stdout: "", compiled: false), cached: false)
        #expect(results.allSatisfy { $0.status == .failed && $0.failure == .compileError })
        #expect(OutputBlesser.updates([note], Verifier.Report(results: results, diagnostics: [])).isEmpty)
    }

    @Test func blessRewritesOnlyTheBlockThatRanToTheEndAndDiffers() {
        let (note, unit) = unit(Self.chain)
        let results = UnitEvaluator.evaluate(unit, record(.exited(0), stdout: printed("하나\n", "셋\n")), cached: false)
        let updates = OutputBlesser.updates([note], Verifier.Report(results: results, diagnostics: []))
        #expect(updates.count == 1)
        #expect(updates.first?.updates.map(\.block.line) == [9])
        #expect(updates.first?.updates.map(\.actual) == ["셋\n"])
    }

    @Test func aShouldCrashBlockPassesOnlyWhenItCrashes() {
        let (note, unit) = unit("```swift run should-crash\nprint(\"가\")\nfatalError()\n```\n\n```output\n나\n```\n")
        let crashed = UnitEvaluator.evaluate(unit, record(.signal(4), stdout: "가\n"), cached: false)
        #expect(crashed.map(\.failure) == [.wrongOutput], "it crashed as asked; what it printed first is still checked")
        #expect(OutputBlesser.updates([note], Verifier.Report(results: crashed, diagnostics: [])).first?.updates.map(\.actual) == ["가\n"])
        let finished = UnitEvaluator.evaluate(unit, record(.exited(0), stdout: "나\n"), cached: false)
        #expect(finished.map(\.failure) == [.didNotCrash])
        #expect(OutputBlesser.updates([note], Verifier.Report(results: finished, diagnostics: [])).isEmpty)
    }
}
