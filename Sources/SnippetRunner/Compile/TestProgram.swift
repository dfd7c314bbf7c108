import NotesModel

/// The end of a ` ```swift test ` program: it runs each test method the block declares
/// (`TestCases`) through XCTest, as Xcode would, and reports each test's end on stdout in lines
/// `TestReport` reads back. Linux's XCTest cannot find test methods by itself (no Objective-C
/// runtime), so each is named here; no `XCTMain`, whose report and `exit` would end the run.
enum TestProgram {
    static let marker = "\u{1E}sitegen-test\u{1E}"
    static let separator = "\u{1F}"

    /// The runner's source, then a call running `cases` (declared in `snippet`, whose fence
    /// line places a thrown error that XCTest gives no line for).
    static func runner(_ cases: TestCases, in snippet: Snippet) -> String {
        var calls: [String] = []
        for testCase in cases.cases {
            for method in testCase.methods {
                let name = "\(testCase.className).\(method.name)"
                let line = snippet.line + 1 + method.line
                // XCTest on Linux runs an async test on a task of its own and waits for it.
                let call = method.isAsync
                    ? "{ try asyncTest(\(testCase.className).\(method.name))($0 as! \(testCase.className))() }"
                    : "{ try ($0 as! \(testCase.className)).\(method.name)() }"
                let make = "\(testCase.className)(name: \"\(method.name)\", testClosure: \(call))"
                calls.append("(\"\(name)\", \(line), { \(make) }),")
            }
        }
        return source + "SitegenTests.run(file: \(swiftString(snippet.file)), [\n" + calls.joined(separator: "\n") + "\n])\n"
    }

    static func swiftString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Declared after the snippet's code, so the snippet's own `import XCTest` comes first.
    static let source = #"""
        import XCTest
        final class SitegenTests: NSObject, XCTestObservation {
            var failures: [String] = []
            func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
                failures.append("\(filePath ?? "")\u{1F}\(lineNumber)\u{1F}\(description)")
            }
            static func report(_ fields: [String]) {
                print("\u{1E}sitegen-test\u{1E}" + fields.map { $0.replacingOccurrences(of: "\n", with: "\u{1D}") }.joined(separator: "\u{1F}"))
            }
            static func run(file: String, _ tests: [(String, Int, () -> XCTestCase)]) {
                let observer = SitegenTests()
                XCTestObservationCenter.shared.addTestObserver(observer)
                for (name, line, make) in tests {
                    observer.failures = []
                    report(["start", name])
                    let test = make()
                    test.run()
                    for failure in observer.failures {
                        // A thrown error has no line of its own: the test method's.
                        let parts = failure.split(separator: "\u{1F}", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
                        let known = !parts[0].isEmpty && parts[0] != "<EXPR>" && (Int(parts[1]) ?? 0) > 0
                        report(["failure", name, known ? parts[0] : file, known ? parts[1] : String(line), parts[2]])
                    }
                    report([observer.failures.isEmpty ? "passed" : "failed", name, String(test.testRun?.totalDuration ?? 0)])
                }
            }
        }

        """#
}
