import NotesModel

/// Turns what happened to a unit (compiled? how did the run end? what did it print?) into a
/// result per block, comparing each block's share of stdout with its output block.
enum UnitEvaluator {
    static func evaluate(_ unit: SnippetUnit, _ record: ResultCache.Record, cached: Bool) -> [SnippetResult] {
        let results = evaluateBlocks(unit, record, cached: cached)
        switch unit.purpose {
        case .plain: return results
        case .starter(let starter, let exercise): return results.last.map { [ExerciseJudge.starter(starter, exercise: exercise, $0)] } ?? []
        case .solution(let solution, let exercise): return results.last.map { [ExerciseJudge.solution(solution, exercise: exercise, $0)] } ?? []
        }
    }

    /// What each of the unit's own blocks did, their compiler diagnostics judged.
    static func evaluateBlocks(_ unit: SnippetUnit, _ record: ResultCache.Record, cached: Bool) -> [SnippetResult] {
        let results = outcomes(unit, record, cached: cached)
        guard record.unavailableModule == nil, record.objectiveCRuntime == nil, unit.snippets.contains(where: { SnippetExtractor.checksDiagnostics($0.block) }) else { return results }
        let reported = CompilerDiagnostic.parse(record.compilerLog)
        return results.map { result in
            guard let snippet = unit.snippets.first(where: { $0.id == result.id }) else { return result }
            return judgingDiagnostics(result, snippet, unit: unit, compiled: record.compiled, reported: reported)
        }
    }

    /// A block's result with what its compiler diagnostics say of its errors block
    /// (`OutputRule.judgeDiagnostics`): a passing block whose diagnostics differ fails, showing
    /// the diff.
    static func judgingDiagnostics(_ result: SnippetResult, _ snippet: Snippet, unit: SnippetUnit, compiled: Bool, reported: [CompilerDiagnostic]) -> SnippetResult {
        guard SnippetExtractor.checksDiagnostics(snippet.block) else { return result }
        // A compile-fail block's errors say something only when it failed; warnings, when it built.
        let meaningful = snippet.info.kind == .compileFail ? !compiled : compiled
        let expected = snippet.block.expectedDiagnostics
        let actual = meaningful ? DiagnosticLine.of(reported, block: snippet, unit: unit, notes: DiagnosticLine.listsNotes(expected)) : nil
        var judged = result
        judged.diagnostics = OutputRule.judgeDiagnostics(expected: expected, actual: actual, asksForWarnings: snippet.info.warnings)
        judged.actualDiagnostics = actual.map { $0.map(\.text).joined(separator: "\n") }
        if judged.diagnostics == .differs, judged.status == .passed, let actual {
            let line = snippet.block.expectedDiagnosticsLine.map { " (line \($0))" } ?? ""
            let what = expected == nil ? "the compiler's warnings are not listed: this block asks for its warnings, and has no errors block" : "the compiler's diagnostics differ from the errors block\(line)"
            judged.status = .failed
            judged.failure = .wrongDiagnostics
            judged.message = "\(what):\n\(indent(DiagnosticLine.diff(expected: expected ?? "", actual: actual)))\n  (- expected, + actual; `sitegen verify --bless` writes them)"
        }
        return judged
    }

    /// Each block's result from how its program compiled and ran, its diagnostics not yet judged.
    static func outcomes(_ unit: SnippetUnit, _ record: ResultCache.Record, cached: Bool) -> [SnippetResult] {
        let first = unit.first
        func result(_ snippet: Snippet, _ status: SnippetResult.Status, _ failure: SnippetResult.Failure? = nil, _ message: String? = nil, output: String? = nil) -> SnippetResult {
            SnippetResult(id: snippet.id, file: snippet.file, line: snippet.line, kind: kindName(snippet.info), status: status, failure: failure, message: message,
                          actualOutput: output, cached: cached, seconds: record.outcome?.seconds ?? 0)
        }
        let compilerText = record.compilerErrors.isEmpty ? indent(tail(record.compilerLog)) : record.compilerErrors.map { "  " + $0 }.joined(separator: "\n")

        if record.unavailableModule != nil {
            // One line, whatever the kind: the module, why not, what is offered.
            return unit.snippets.enumerated().map { position, snippet in
                position == 0
                    ? result(snippet, .failed, .unavailableModule, record.compilerErrors.joined(separator: "; "))
                    : result(snippet, .failed, .unavailableModule, "the program this block continues (\(first.place)) imports a module that is not offered")
            }
        }
        if record.objectiveCRuntime != nil {
            // Whatever the kind: even a compile-fail block would fail here for this reason only.
            return unit.snippets.enumerated().map { position, snippet in
                position == 0
                    ? result(snippet, .failed, .compileError, "snippet does not compile on Linux:\n\(compilerText)")
                    : result(snippet, .failed, .compileError, "the program this block continues (\(first.place)) does not compile on Linux")
            }
        }
        switch unit.kind {
        case .compileFail:
            return record.compiled
                ? [result(first, .failed, .compiledButShouldNot, "this snippet is marked compile-fail, but it compiled")]
                : [result(first, .passed)]
        case .check:
            return record.compiled
                ? [result(first, .passed)]
                : [result(first, .failed, .compileError, "snippet does not compile:\n\(compilerText)")]
        case .setup:
            // One result for the note's (or course's) setup code, at its first block.
            return unit.snippets.enumerated().map { position, snippet in
                record.compiled ? result(snippet, .passed)
                    : position == 0 ? result(snippet, .failed, .compileError, "the shared setup code does not compile:\n\(compilerText)")
                    : result(snippet, .skipped, nil, "not verified: the setup code this block belongs to (\(first.place)) does not compile")
            }
        default:
            break
        }
        guard record.compiled, let outcome = record.outcome else {
            return unit.snippets.enumerated().map { position, snippet in
                position == 0
                    ? result(snippet, .failed, .compileError, "snippet does not compile:\n\(compilerText)")
                    : result(snippet, .failed, .compileError, "the program this block continues (\(first.place)) does not compile")
            }
        }
        // A test program's reports of its tests are not part of what it printed.
        let cases = unit.testCases
        let tests = unit.kind == .test ? TestReport(stdout: outcome.stdout, declared: cases.names, displayNames: cases.displayNames) : nil
        let parts = (tests?.printed ?? outcome.stdout).components(separatedBy: ProgramWriter.blockBoundary + "\n")
        let reached = parts.count - 1
        let ending = endingProblem(outcome, shouldCrash: unit.shouldCrash, timeout: unit.timeout)
        var results: [SnippetResult] = []
        func judged(_ result: SnippetResult, _ judgement: OutputRule.Judgement) -> SnippetResult {
            var judged = result
            judged.output = judgement
            return judged
        }
        for (position, snippet) in unit.snippets.enumerated() {
            let output = position < parts.count ? parts[position] : ""
            let isLastReached = position == min(reached, unit.snippets.count - 1)
            if position > reached {
                results.append(judged(result(snippet, .failed, failureKind(outcome.ending), "not reached: the program stopped in the block at \(unit.snippets[reached].place)", output: ""), .cannotJudge))
                continue
            }
            // A block the program went past ended as expected; the last one reached, when the
            // run ended as the unit expects.
            let judgement = OutputRule.judge(expected: snippet.block.expectedOutput, actual: output, runEndedAsExpected: !isLastReached || ending == nil)
            if isLastReached, let problem = ending {
                let label = problem.0 == .didNotCrash ? "its output" : "output before it stopped"
                results.append(judged(result(snippet, .failed, problem.0, problem.1 + outputNote(output, label: label), output: output), judgement))
                continue
            }
            if judgement == .differs, let expected = snippet.block.expectedOutput {
                let line = snippet.block.expectedOutputLine.map { " (line \($0))" } ?? ""
                let diff = OutputMatcher.diff(expected: expected, actual: output)
                results.append(judged(result(snippet, .failed, .wrongOutput, "output differs from the output block\(line):\n\(indent(diff))\n  (- expected, + actual)", output: output), judgement))
                continue
            }
            if let request = snippet.info.marbles {
                switch MarbleDiagram.parse(log: record.marbleLog ?? "", request: request) {
                case .success(let diagram):
                    var passed = result(snippet, .passed, output: output)
                    passed.marbles = diagram
                    results.append(judged(passed, judgement))
                case .failure(let problem):
                    results.append(judged(result(snippet, .failed, .marbles, problem.message, output: output), judgement))
                }
                continue
            }
            results.append(judged(result(snippet, .passed, output: output), judgement))
        }
        if let tests, !results.isEmpty {
            var last = results.removeLast()
            last.tests = tests.outcomes
            if last.status == .passed && tests.failedCount > 0 {
                last.status = .failed
                last.failure = .testFailed
                last.message = tests.summary
            } else if last.status == .failed, tests.failedCount > 0 {
                last.message = (last.message ?? "") + "\n" + tests.summary
            }
            results.append(last)
        }
        return results
    }

    /// What is wrong with how the program ended, if anything.
    static func endingProblem(_ outcome: SnippetProcess.Outcome, shouldCrash: Bool, timeout: Double) -> (SnippetResult.Failure, String)? {
        let runtime = SnippetProcess.runtimeMessage(outcome.stderr).map { "\n" + indent($0) } ?? ""
        switch outcome.ending {
        case .exited(0), .idle:
            return shouldCrash ? (.didNotCrash, "this snippet is marked should-crash, but it finished normally") : nil
        case .exited(let status):
            return (.exitStatus, "the program exited with status \(status)\(runtime)")
        case .signal(let signal):
            return shouldCrash ? nil : (.crashed, "crashed with \(SnippetProcess.signalName(signal))\(runtime)")
        case .timedOut:
            if let processes = outcome.processesAtEnd {
                return (.timeout, "timed out after \(formatSeconds(timeout)) s with \(processes) processes running (the sandbox allows \(SnippetSandbox.processLimit) processes and threads; did it fork without end?)")
            }
            return (.timeout, "timed out after \(formatSeconds(timeout)) s (set a longer one with timeout=SECONDS)")
        case .outputLimit:
            return (.outputLimit, "printed more than 1 MiB; stopped")
        }
    }

    static func failureKind(_ ending: SnippetProcess.Ending) -> SnippetResult.Failure {
        switch ending {
        case .timedOut: .timeout
        case .outputLimit: .outputLimit
        case .signal: .crashed
        default: .exitStatus
        }
    }

    /// The end of what the program printed: at most 10 lines of at most 160 characters.
    static func outputNote(_ output: String, label: String) -> String {
        guard !output.isEmpty else { return "" }
        let lines = OutputMatcher.lines(output)
        var shown = lines.suffix(10).map { $0.count > 160 ? String($0.prefix(160)) + "…" : $0 }
        if lines.count > 10 { shown.insert("… (\(lines.count - 10) earlier lines)", at: 0) }
        return "\n  \(label):\n\(indent(shown.joined(separator: "\n"), by: "    "))"
    }

    static func kindName(_ info: SnippetInfo) -> String {
        var name = "swift " + info.kind.rawValue
        if info.shouldCrash { name += " should-crash" }
        if info.continues { name += " continue" }
        return name
    }

    static func indent(_ text: String, by prefix: String = "  ") -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
    }

    static func tail(_ text: String) -> String {
        text.split(separator: "\n").suffix(12).joined(separator: "\n")
    }

    static func formatSeconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
