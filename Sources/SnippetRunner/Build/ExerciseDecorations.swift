import NotesModel

/// How an exercise's blocks look on its note's page: the starter marked as the reader's
/// starting point, the checks with each test's result against the starter and against the
/// solution, and a "풀이 보기" link after the last of them to the solution's own page.
struct ExerciseDecorations {
    struct Exercise {
        var starter: CodeBlock?
        var checks: CodeBlock?
        var solution: CodeBlock?
    }

    var exercises: [String: Exercise] = [:]
    let results: [SnippetID: SnippetResult]
    let verified: Bool
    let note: Note

    init(note: Note, results: [SnippetID: SnippetResult], verified: Bool) {
        self.results = results
        self.verified = verified
        self.note = note
        for block in note.codeBlocks where block.info.language == "swift" {
            if let id = block.info.exerciseID {
                if block.info.kind == .test { exercises[id, default: Exercise()].checks = block } else { exercises[id, default: Exercise()].starter = block }
            } else if let id = block.info.solutionID {
                exercises[id, default: Exercise()].solution = block
            }
        }
    }

    /// The decoration of an exercise's block; `nil` for other blocks.
    func decoration(of block: CodeBlock) -> CodeDecoration? {
        guard let id = block.info.exerciseID ?? block.info.solutionID, let exercise = exercises[id] else { return nil }
        let starterResult = exercise.starter.flatMap { results[$0.id] }
        let solutionResult = exercise.solution.flatMap { results[$0.id] }
        var decoration: CodeDecoration
        if block.info.solutionID != nil {
            // Shown on the solution's page.
            decoration = outcome(solutionResult, passedLabel: "풀이 검증됨", detail: "sitegen verify가 이 풀이로 검사를 실제로 실행해 통과하는 것을 확인했습니다")
            if block.expectedOutput == nil, let output = solutionResult?.actualOutput, !output.isEmpty, solutionResult?.tests == nil {
                decoration.trailingHTML += "<div class=\"code-block code-output code-actual\" data-lang=\"output\"><div class=\"code-header\"><span class=\"code-lang\">실행 결과</span></div><pre><code>\(HTMLEscape.text(output))</code></pre></div>\n"
            }
            return decoration
        }
        let exerciseBadge = CodeDecoration.Badge(style: "exercise", label: block.info.kind == .test ? "검사" : "연습 문제", detail: block.info.kind == .test ? "이 테스트가 풀이를 검사합니다" : "이 코드에서 시작해 검사를 통과하도록 고쳐 보세요")
        if block.info.kind == .test {
            decoration = CodeDecoration(badges: [exerciseBadge], trailingHTML: Self.checksTable(starter: starterResult?.tests, solution: solutionResult?.tests))
        } else {
            decoration = outcome(starterResult, passedLabel: "검사로 확인됨", detail: "시작 코드는 검사를 통과하지 못하고 풀이는 통과하는 것을 sitegen verify가 확인했습니다", extra: [exerciseBadge])
            if verified, solutionResult?.status == .failed, let solutionResult {
                decoration.trailingHTML += SnippetDecorations.failed(solutionResult).trailingHTML
                decoration.badges = [exerciseBadge, .init(style: "fail", label: "검증 실패", detail: solutionResult.message)]
            }
        }
        // The link goes after whichever of starter and checks comes last.
        let last = [exercise.starter?.line, exercise.checks?.line].compactMap { $0 }.max()
        if block.line == last, exercise.solution != nil {
            decoration.trailingHTML += "<p class=\"exercise-links\"><a class=\"exercise-solution\" href=\"\(HTMLEscape.text(ExerciseSplit.url(of: note, id: id)))\">풀이 보기</a>"
                + " · <a class=\"exercise-package\" href=\"\(HTMLEscape.text(ExercisePackage.url(of: note, id: id)))\" download>Swift 패키지로 내려받기</a></p>\n"
        }
        return decoration
    }

    func outcome(_ result: SnippetResult?, passedLabel: String, detail: String, extra: [CodeDecoration.Badge] = []) -> CodeDecoration {
        guard verified, let result else {
            return CodeDecoration(badges: extra + [.init(style: "pending", label: "검증 안 됨", detail: "이 빌드에서는 검증하지 않았습니다")])
        }
        switch result.status {
        case .passed: return CodeDecoration(badges: extra + [.init(style: "verified", label: passedLabel, detail: detail)])
        case .skipped: return CodeDecoration(badges: extra + [.init(style: "pending", label: "검증 안 됨", detail: result.message)])
        case .failed: return SnippetDecorations.failed(result, badges: extra)
        }
    }

    /// Each check, and how it ends with the starter and with the solution.
    static func checksTable(starter: [TestOutcome]?, solution: [TestOutcome]?) -> String {
        guard let solution, !solution.isEmpty else { return "" }
        var byName: [String: TestOutcome] = [:]
        for test in starter ?? [] { byName[test.name] = test }
        var html = "<table class=\"exercise-checks\"><caption>검사 결과</caption><thead><tr><th scope=\"col\">검사</th><th scope=\"col\">시작 코드</th><th scope=\"col\">풀이</th></tr></thead><tbody>\n"
        for test in solution {
            let before = byName[test.name].map { TestList.mark($0.status) } ?? ("–", "실행 안 됨")
            let after = TestList.mark(test.status)
            html += "<tr><th scope=\"row\"><code>\(HTMLEscape.text(test.name))</code></th><td>\(before.0) \(before.1)</td><td>\(after.0) \(after.1)</td></tr>\n"
        }
        return html + "</tbody></table>\n"
    }
}
