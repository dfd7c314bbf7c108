/// What a code block's ` ```errors ` block says on the page: a mark at the start of each line of
/// the shown code the compiler speaks about (drawn in the gutter by the theme), and the errors
/// block itself drawn as a compiler prints it, its severities coloured.
struct DiagnosticMarks {
    /// Line of the shown code (1-based) → the gravest severity listed for it.
    private(set) var lines: [Int: ExpectedDiagnostic.Severity] = [:]

    var isEmpty: Bool { lines.isEmpty }

    init(_ code: Block.Code) {
        guard let listed = code.diagnostics?.literal else { return }
        for text in listed.split(separator: "\n") {
            guard let diagnostic = ExpectedDiagnostic(parsing: String(text)), diagnostic.severity != .note,
                  let line = diagnostic.line, let shown = CodeBlock.displayedLine(line, in: code.literal) else { continue }
            if lines[shown] != .error { lines[shown] = diagnostic.severity }
        }
    }

    /// The highlighted code with a mark before each listed line. The mark is an empty element
    /// (nothing is added to the code a reader copies), hidden from screen readers, which read
    /// the listing under the code instead.
    func marking(_ highlighted: String) -> String {
        guard !lines.isEmpty else { return highlighted }
        var shown = highlighted.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (line, severity) in lines where line <= shown.count {
            shown[line - 1] = "<span class=\"diag-mark diag-mark-\(severity.rawValue)\" data-line=\"\(line)\" aria-hidden=\"true\"></span>" + shown[line - 1]
        }
        return shown.joined(separator: "\n")
    }

    /// An errors block's text, each diagnostic as `3: error: message` with its parts marked.
    static func listing(_ literal: String) -> String {
        literal.split(separator: "\n", omittingEmptySubsequences: false).map { text in
            guard let diagnostic = ExpectedDiagnostic(parsing: String(text)) else { return HTMLEscape.text(String(text)) }
            var html = "<span class=\"diag diag-\(diagnostic.severity.rawValue)\">"
            if let line = diagnostic.line {
                let place = diagnostic.column.map { "\(line):\($0)" } ?? "\(line)"
                html += "<span class=\"diag-where\" title=\"코드의 \(line)번째 줄\">\(place):</span> "
            }
            html += "<span class=\"diag-severity\">\(diagnostic.severity.rawValue):</span> \(HTMLEscape.text(diagnostic.message))</span>"
            return html
        }.joined(separator: "\n")
    }
}
