import NotesModel
import Testing
@testable import SnippetRunner

/// What a test program reports of its tests, read back: each test's end, its failures at their
/// lines, and what the tests printed themselves.
@Suite struct TestReportTests {
    let marker = TestProgram.marker
    let separator = TestProgram.separator

    func line(_ fields: String...) -> String { marker + fields.joined(separator: separator) }

    @Test func passedFailedCrashedAndNotRun() {
        let stdout = [
            line("start", "A.testOne"), "출력 하나", line("passed", "A.testOne", "0.01"),
            line("start", "A.testTwo"), line("failure", "A.testTwo", "content/a.md", "12", "XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - "),
            line("failed", "A.testTwo", "0.02"),
            line("start", "A.testThree"), "멈추기 전",
        ].joined(separator: "\n") + "\n"
        let report = TestReport(stdout: stdout, declared: ["A.testOne", "A.testTwo", "A.testThree", "A.testFour"])
        #expect(report.outcomes.map(\.status) == [.passed, .failed, .crashed, .notRun])
        #expect(report.outcomes[1].failures == [.init(file: "content/a.md", line: 12, message: "XCTAssertEqual failed: (\"1\") is not equal to (\"2\")")])
        #expect(report.printed == "출력 하나\n멈추기 전\n")
        #expect(report.summary == """
        3 of 4 tests failed:
          content/a.md:12: A.testTwo: XCTAssertEqual failed: ("1") is not equal to ("2")
          A.testThree: the program stopped in this test
          A.testFour: not run (an earlier test stopped the program)
        """)
    }

    @Test func theRunnerCallsEachDeclaredTest() {
        let snippet = Snippet(file: "content/a.md", relativePath: "a.md", block: CodeBlock(info: SnippetInfo(parsing: "swift test"), source: "", location: SourceLocation(file: "content/a.md", line: 5), note: "a.md"))
        let cases = TestCases("""
        import XCTest
        final class A: XCTestCase {
            func testSync() {}
            func testAsync() async throws {}
            func helper() {}
            func testWithArgument(_ x: Int) {}
            static func testStatic() {}
        }
        class NotATest {
            func testNothing() {}
        }
        """)
        #expect(cases.names == ["A.testSync", "A.testAsync"])
        let runner = TestProgram.runner(cases, in: snippet)
        #expect(runner.contains("(\"A.testSync\", 8, { A(name: \"testSync\", testClosure: { try ($0 as! A).testSync() }) }),"))
        #expect(runner.contains("{ try asyncTest(A.testAsync)($0 as! A)() }"))
    }
}
