import NotesModel

/// What each code block's frame shows on the page: whether it was verified, its actual output,
/// and failures as a visible badge.
public enum SnippetDecorations {
    /// Note relative path → fence line → decoration. `results` is nil when verification was
    /// skipped (`--no-verify`): blocks then show only what kind they are.
    public static func make(notes: [Note], results: [SnippetResult]?, proofs: [GroupProof] = []) -> CodeDecorations {
        var byID: [SnippetID: SnippetResult] = [:]
        for result in results ?? [] { byID[result.id] = result }
        var proofByID: [SnippetID: GroupProof] = [:]
        for proof in proofs { proofByID[proof.firstMember] = proof }
        var decorations: CodeDecorations = [:]
        for note in notes {
            var map: [Int: CodeDecoration] = [:]
            let exercises = ExerciseDecorations(note: note, results: byID, verified: results != nil)
            for block in note.codeBlocks where block.info.language == "swift" {
                if let decoration = exercises.decoration(of: block) {
                    map[block.line] = decoration
                    continue
                }
                map[block.line] = decoration(block, byID[block.id], verified: results != nil)
                map[block.line]?.proof = proofByID[block.id]
                // The diagram goes under the block's output block when it has one, so the output
                // stays joined to its code.
                if let diagram = byID[block.id]?.marbles, results != nil {
                    let place = block.expectedOutputLine ?? block.line
                    map[place, default: CodeDecoration()].marbles = diagram
                }
            }
            for quiz in Quiz.all(in: note).quizzes {
                QuizDecorations.apply(quiz, in: note, result: byID[quiz.block.id], verified: results != nil, to: &map)
            }
            if !map.isEmpty { decorations[note.relativePath] = map }
        }
        return decorations
    }

    static func decoration(_ block: CodeBlock, _ result: SnippetResult?, verified: Bool) -> CodeDecoration {
        let info = block.info
        switch info.kind {
        case .ignore:
            return CodeDecoration(badges: [.init(style: "ignore", label: "실행 안 함", detail: "리눅스에서 실행할 수 없거나 일부만 보여 주는 코드라 검증하지 않습니다")])
        case .shown, .output:
            return CodeDecoration()
        default:
            break
        }
        if info.kind == .setup {
            return setupDecoration(block, result, verified: verified)
        }
        guard verified, let result else {
            let label = info.kind == .run ? "실행 예제" : info.kind == .check ? "컴파일 예제" : info.kind == .test ? "테스트" : "컴파일 실패 예제"
            return CodeDecoration(badges: [.init(style: "pending", label: label, detail: "이 빌드에서는 검증하지 않았습니다")])
        }
        if result.status == .failed {
            return failed(result)
        }
        if result.status == .skipped, let message = result.message {
            // Shared setup code that does not compile: this block was not run.
            return CodeDecoration(badges: [.init(style: "pending", label: "검증 안 됨", detail: message)])
        }
        if info.kind == .test {
            let count = result.tests?.count ?? 0
            return CodeDecoration(badges: [.init(style: "verified", label: "테스트 \(count)개 통과", detail: "sitegen verify가 이 테스트를 실제로 실행해 모두 통과하는 것을 확인했습니다")],
                                  trailingHTML: TestList.html(result.tests ?? []))
        }
        let label: String
        switch info.kind {
        case .check: label = "컴파일 확인됨"
        case .compileFail: label = "컴파일 실패 확인됨"
        default: label = info.shouldCrash ? "중단 확인됨" : "실행 검증됨"
        }
        var trailing = ""
        // A run block without an output block still shows what it printed.
        if info.kind == .run, block.expectedOutput == nil, let output = result.actualOutput, !output.isEmpty {
            trailing = "<div class=\"code-block code-output code-actual\" data-lang=\"output\"><div class=\"code-header\"><span class=\"code-lang\">실행 결과</span></div><pre><code>\(HTMLEscape.text(output))</code></pre></div>\n"
        }
        return CodeDecoration(badges: [.init(style: "verified", label: label, detail: "sitegen verify가 실제로 컴파일하고 실행해 확인했습니다")], trailingHTML: trailing)
    }

    /// A failed block: its badge, and the message under it.
    static func failed(_ result: SnippetResult, badges: [CodeDecoration.Badge] = []) -> CodeDecoration {
        CodeDecoration(
            badges: badges + [.init(style: "fail", label: "검증 실패", detail: result.message)],
            trailingHTML: "<div class=\"snippet-failure\" role=\"alert\"><p>이 코드는 검증을 통과하지 못했습니다.</p><pre>\(HTMLEscape.text(result.message ?? ""))</pre></div>\n"
                + (result.tests.map(TestList.html) ?? "")
        )
    }

    /// Shared setup code: shown where the author wrote it, marked as what every snippet of the
    /// note (or, in `content/index.md`, of the course) starts with.
    static func setupDecoration(_ block: CodeBlock, _ result: SnippetResult?, verified: Bool) -> CodeDecoration {
        let scope = block.id.note == SnippetExtractor.courseSetupNote ? "이 코스의" : "이 노트의"
        let setup = CodeDecoration.Badge(style: "setup", label: "공통 코드", detail: "\(scope) 모든 예제 앞에 들어가는 코드입니다. 예제에는 보이지 않지만 함께 컴파일됩니다")
        guard verified, let result else { return CodeDecoration(badges: [setup]) }
        switch result.status {
        case .passed:
            return CodeDecoration(badges: [setup, .init(style: "verified", label: "컴파일 확인됨", detail: "sitegen verify가 실제로 컴파일해 확인했습니다")])
        case .skipped:
            return CodeDecoration(badges: [setup, .init(style: "pending", label: "검증 안 됨", detail: result.message)])
        case .failed:
            return CodeDecoration(
                badges: [setup, .init(style: "fail", label: "검증 실패", detail: result.message)],
                trailingHTML: "<div class=\"snippet-failure\" role=\"alert\"><p>이 코드는 검증을 통과하지 못했습니다.</p><pre>\(HTMLEscape.text(result.message ?? ""))</pre></div>\n"
            )
        }
    }
}
