import NotesModel
import Testing
@testable import SnippetRunner

/// `--bless` rewrites an output block only where `verify` could judge it: the run reached the
/// block and ended the way the block expects. Each other ending keeps what the author wrote.
@Suite struct OutputRuleTests {
    let boundary = ProgramWriter.blockBoundary + "\n"

    /// The note's units run with `outcome`, judged, and what bless would write.
    func blessed(_ text: String, _ ending: SnippetProcess.Ending, stdout: String, marbleLog: String? = nil) -> (results: [SnippetResult], updates: [Int: String]) {
        let note = NoteParser.parse(text, relativePath: "a.md", displayPath: "content/a.md").note
        let unit = SnippetExtractor.extract([note]).units[0]
        var record = ResultCache.Record(compiled: true, compilerErrors: [], compilerLog: "", outcome: SnippetProcess.Outcome(ending: ending, stdout: stdout, stderr: "", seconds: 0.1))
        record.marbleLog = marbleLog
        let results = UnitEvaluator.evaluate(unit, record, cached: false)
        let report = Verifier.Report(results: results, diagnostics: [])
        let updates = OutputBlesser.updates([note], report).flatMap(\.updates)
        return (results, Dictionary(uniqueKeysWithValues: updates.map { ($0.block.line, $0.actual) }))
    }

    let chain = "```swift run\nlet a = [1]\nprint(\"첫째\")\nprint(a[3])\n```\n\n```output\n첫째\n```\n\n```swift run continue\nprint(\"둘째\")\n```\n\n```output\n둘째\n```\n"

    @Test func aBlockTheProgramNeverReachedKeepsItsOutput() {
        // The first block traps; the second was never run. (Before: bless emptied its output.)
        let (results, updates) = blessed(chain, .signal(4), stdout: "첫째\n")
        #expect(results.map(\.status) == [.failed, .failed])
        #expect(results[1].message == "not reached: the program stopped in the block at content/a.md:1")
        #expect(updates.isEmpty)
    }

    @Test func aCrashedOrTimedOutBlockKeepsItsOutput() {
        let one = "```swift run\nprint(\"반쯤\")\n```\n\n```output\n끝까지\n```\n"
        for ending: SnippetProcess.Ending in [.signal(4), .timedOut, .outputLimit, .exited(3)] {
            let (results, updates) = blessed(one, ending, stdout: "반쯤\n")
            #expect(results[0].status == .failed, "\(ending)")
            #expect(updates.isEmpty, "\(ending): partial output would have replaced the author's")
        }
    }

    @Test func aShouldCrashBlockThatCrashedIsJudgedAndBlessed() {
        let text = "```swift run should-crash\nprint(\"전\")\nfatalError()\n```\n\n```output\n옛 출력\n```\n"
        let (results, updates) = blessed(text, .signal(4), stdout: "전\n")
        #expect(results[0].failure == .wrongOutput)
        #expect(updates == [1: "전\n"])
        // One that finished against its word is not.
        let (_, finished) = blessed(text, .exited(0), stdout: "전\n")
        #expect(finished.isEmpty)
    }

    @Test func blocksThatRanToTheEndAreBlessedWhereTheyDiffer() {
        let (results, updates) = blessed(chain, .exited(0), stdout: "첫째\n" + boundary + "셋째\n")
        #expect(results.map(\.status) == [.passed, .failed])
        #expect(updates == [11: "셋째\n"])
    }

    @Test func aMarbleBlockIsBlessedOnlyForItsOutput() {
        let text = "```swift run marbles\nprint(\"값\")\n```\n\n```output\n값\n```\n"
        // The output matches; the diagram fails (no events recorded): nothing to write.
        let (results, updates) = blessed(text, .exited(0), stdout: "값\n", marbleLog: "")
        #expect(results[0].failure == .marbles)
        #expect(updates.isEmpty)
        let (_, differing) = blessed(text, .exited(0), stdout: "다른 값\n", marbleLog: "")
        #expect(differing == [1: "다른 값\n"])
    }
}
