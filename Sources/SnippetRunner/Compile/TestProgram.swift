import NotesModel

/// The end of a ` ```swift test ` program: it runs each test the block declares (`TestCases`)
/// and reports each test's start, failures and end on stdout in lines `TestReport` reads back.
///
/// - XCTest's, as Xcode would. Linux's XCTest cannot find test methods by itself (no
///   Objective-C runtime), so each is named here; no `XCTMain`, whose report and `exit` would
///   end the run.
/// - Then Swift Testing's, through the Testing library's documented ABI entry point
///   (`swt_abiv0_getEntryPoint`, the JSON event stream tools read), one test at a time so a
///   crash names its test: each event record becomes a report line.
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
        var text = ""
        if !calls.isEmpty {
            text += source + "SitegenTests.run(file: \(swiftString(snippet.file)), [\n" + calls.joined(separator: "\n") + "\n])\n"
        }
        if !cases.swiftTests.isEmpty {
            let lines = cases.swiftTests.map { "\(swiftString($0.name)): \(snippet.line + 1 + $0.line)" }
            text += swiftTestingSource + "SitegenSwiftTests.run(file: \(swiftString(snippet.file)), lines: [\(lines.joined(separator: ", "))])\n"
        }
        return text
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

    /// Swift Testing's runner. Events arrive on the library's threads while the main thread
    /// serves the main queue (for `@MainActor` tests) until the run ends.
    static let swiftTestingSource = #"""
        import Foundation
        import Testing
        final class SitegenSwiftTests: @unchecked Sendable {
            typealias EntryPoint = @convention(thin) @Sendable (UnsafeRawBufferPointer?, @escaping @Sendable (UnsafeRawBufferPointer) -> Void) async throws -> Bool
            let lock = NSLock()
            let file: String
            let lines: [String: Int]
            var finished = false
            var started: [String: Double] = [:]
            var failed: Set<String> = []
            static func report(_ fields: [String]) {
                print("\u{1E}sitegen-test\u{1E}" + fields.map { $0.replacingOccurrences(of: "\n", with: "\u{1D}") }.joined(separator: "\u{1F}"))
            }
            /// `Module.Suite/test(x:)/file:line:column` → `Suite.test(x:)`.
            static func name(_ id: String) -> String? {
                var parts: [Substring] = []
                for part in id.split(separator: "/", omittingEmptySubsequences: false) {
                    parts.append(part)
                    if part.hasSuffix(")") { break }
                }
                guard parts.last?.hasSuffix(")") == true, let dot = parts[0].firstIndex(of: ".") else { return nil }
                parts[0] = parts[0][parts[0].index(after: dot)...]
                return parts.joined(separator: ".")
            }
            func handle(_ record: UnsafeRawBufferPointer) {
                guard let object = try? JSONSerialization.jsonObject(with: Data(record)) as? [String: Any], object["kind"] as? String == "event",
                      let payload = object["payload"] as? [String: Any], let kind = payload["kind"] as? String,
                      let id = payload["testID"] as? String, let name = Self.name(id) else { return }
                let instant = (payload["instant"] as? [String: Any])?["absolute"] as? Double ?? 0
                let messages = (payload["messages"] as? [[String: Any]] ?? []).map { ($0["symbol"] as? String ?? "", $0["text"] as? String ?? "") }
                lock.lock()
                defer { lock.unlock() }
                switch kind {
                case "testStarted":
                    started[name] = instant
                    Self.report(["start", name])
                case "issueRecorded":
                    let issue = payload["issue"] as? [String: Any] ?? [:]
                    guard issue["isKnown"] as? Bool != true else { return }
                    let location = issue["sourceLocation"] as? [String: Any] ?? [:]
                    let text = messages.filter { $0.0 == "fail" || $0.0 == "details" }.map(\.1)
                    failed.insert(name)
                    // A thrown error is placed at its test, which the `@Test` macro places in the
                    // generated program rather than the note: the test's own line in the note.
                    var path = location["_filePath"] as? String ?? "", line = location["line"] as? Int ?? 0
                    if path != file && !path.hasSuffix(".md") { (path, line) = (file, lines[name] ?? 0) }
                    Self.report(["failure", name, path, String(line), text.joined(separator: " - ")])
                case "testEnded":
                    Self.report([failed.contains(name) ? "failed" : "passed", name, String(instant - (started[name] ?? instant))])
                default:
                    break
                }
            }
            var isFinished: Bool {
                lock.lock()
                defer { lock.unlock() }
                return finished
            }
            init(file: String, lines: [String: Int]) {
                self.file = file
                self.lines = lines
            }
            static func run(file: String, lines: [String: Int]) {
                guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swt_abiv0_getEntryPoint") else {
                    print("sitegen: the Testing library's entry point swt_abiv0_getEntryPoint is missing")
                    return
                }
                let entry = unsafeBitCast(unsafeBitCast(symbol, to: (@convention(c) () -> UnsafeRawPointer).self)(), to: EntryPoint.self)
                let state = SitegenSwiftTests(file: file, lines: lines)
                Task.detached {
                    let configuration = Array(#"{"parallel": false, "quiet": true}"#.utf8)
                    let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: configuration.count, alignment: 1)
                    bytes.copyBytes(from: configuration)
                    _ = try? await entry(UnsafeRawBufferPointer(bytes)) { state.handle($0) }
                    state.lock.lock()
                    state.finished = true
                    state.lock.unlock()
                }
                while !state.isFinished {
                    if Thread.isMainThread {
                        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
                    } else {
                        usleep(10_000)
                    }
                }
            }
        }

        """#
}
