import NotesModel

/// Reads back what a test program (`TestProgram`) reported of its tests, and the rest of its
/// stdout (what the tests printed themselves).
struct TestReport: Sendable, Hashable {
    var outcomes: [TestOutcome] = []
    var printed = ""

    /// - Parameters:
    ///   - declared: every test the block declares, in order: those the report never mentions
    ///     did not run (an earlier one stopped the program).
    ///   - displayNames: the display names of those that have one.
    init(stdout: String, declared: [String], displayNames: [String: String] = [:]) {
        var byName: [String: TestOutcome] = [:]
        var started: [String] = []
        var printed: [String] = []
        for line in stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard line.hasPrefix(TestProgram.marker) else {
                printed.append(line)
                continue
            }
            let fields = line.dropFirst(TestProgram.marker.count).split(separator: Character(TestProgram.separator), omittingEmptySubsequences: false)
                .map { $0.replacingOccurrences(of: "\u{1D}", with: "\n") }
            guard fields.count >= 2 else { continue }
            let name = fields[1]
            switch fields[0] {
            case "start":
                started.append(name)
                byName[name] = TestOutcome(name: name, status: .crashed, seconds: 0, failures: [])
            case "failure" where fields.count >= 5:
                // XCTest ends an assertion's description with " - " and the message, empty or not.
                let message = fields[4].hasSuffix(" - ") ? String(fields[4].dropLast(3)) : fields[4]
                byName[name]?.failures.append(.init(file: fields[2], line: Int(fields[3]) ?? 0, message: message))
            case "passed", "failed":
                byName[name]?.status = fields[0] == "passed" ? .passed : .failed
                byName[name]?.seconds = fields.count > 2 ? Double(fields[2]) ?? 0 : 0
            default:
                break
            }
        }
        self.printed = printed.joined(separator: "\n")
        outcomes = declared.map { name in
            var outcome = byName[name] ?? TestOutcome(name: name, status: .notRun, seconds: 0, failures: [])
            outcome.displayName = displayNames[name]
            return outcome
        }
    }

    var failedCount: Int { outcomes.filter { $0.status != .passed }.count }

    /// Each test that did not pass, with its failures at their Markdown lines.
    var failureText: String {
        outcomes.filter { $0.status != .passed }.map { outcome in
            switch outcome.status {
            case .crashed: return "  \(outcome.name): the program stopped in this test"
            case .notRun: return "  \(outcome.name): not run (an earlier test stopped the program)"
            default:
                return outcome.failures.map { "  \($0.file):\($0.line): \(outcome.name): \($0.message)" }.joined(separator: "\n")
            }
        }.joined(separator: "\n")
    }

    /// `2 of 3 tests failed:` and the failures.
    var summary: String {
        "\(failedCount) of \(outcomes.count) test\(outcomes.count == 1 ? "" : "s") failed:\n\(failureText)"
    }
}
