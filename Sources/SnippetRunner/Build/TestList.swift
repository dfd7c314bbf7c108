import NotesModel

/// A test block's tests under its code, as Xcode's test navigator lists them: a mark, the
/// test's name, and a failed one's assertions at their lines.
enum TestList {
    static func html(_ tests: [TestOutcome]) -> String {
        guard !tests.isEmpty else { return "" }
        var html = "<ul class=\"test-results\" aria-label=\"테스트 결과\">\n"
        for test in tests {
            let (mark, label) = Self.mark(test.status)
            html += "<li class=\"test-\(test.status.rawValue)\"><span class=\"test-mark\" aria-hidden=\"true\">\(mark)</span> \(test.displayName.map { "<span class=\"test-name\">\(HTMLEscape.text($0))</span> " } ?? "")<code>\(HTMLEscape.text(test.name))</code> <span class=\"test-status\">\(label)</span>"
            if !test.failures.isEmpty {
                html += "\n<pre class=\"test-failure\">" + test.failures.map { HTMLEscape.text("\($0.line)행: \($0.message)") }.joined(separator: "\n") + "</pre>"
            }
            html += "</li>\n"
        }
        return html + "</ul>\n"
    }

    static func mark(_ status: TestOutcome.Status) -> (String, String) {
        switch status {
        case .passed: ("✓", "통과")
        case .failed: ("✗", "실패")
        case .crashed: ("✗", "중단됨")
        case .notRun: ("–", "실행 안 됨")
        }
    }
}
