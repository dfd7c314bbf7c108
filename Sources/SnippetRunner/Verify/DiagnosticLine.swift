import NotesModel

/// One compiler diagnostic as a block's ` ```errors ` block lists it:
/// `LINE: severity: message`, LINE counted from the block's first line of code (hidden lines
/// included), left out for a diagnostic outside the block. A line of the errors block may
/// leave out LINE, give `LINE:COLUMN:`, use the output rule's wildcards (`[..]` in a line, a
/// line `...` for any number of diagnostics). Notes are listed only in a block that lists one:
/// most readers want the error, some the compiler's explanation too.
struct DiagnosticLine: Sendable, Hashable {
    var line: Int?
    var column: Int?
    var severity: CompilerDiagnostic.Severity
    var message: String

    /// The line `--bless` writes.
    var text: String { (line.map { "\($0): " } ?? "") + "\(severity.rawValue): \(message)" }

    /// What the compiler said about `snippet`, a block of `unit`: errors and warnings (and
    /// notes, with `notes`) in its lines, and on its unit's first block those that are in none
    /// of the unit's blocks (the generated program's own).
    static func of(_ diagnostics: [CompilerDiagnostic], block snippet: Snippet, unit: SnippetUnit, notes: Bool = false) -> [DiagnosticLine] {
        let isFirst = unit.first.id == snippet.id
        return diagnostics.compactMap { diagnostic in
            guard notes || diagnostic.severity != .note else { return nil }
            if diagnostic.file == snippet.file, let line = relativeLine(diagnostic.line, of: snippet) {
                return DiagnosticLine(line: line, column: diagnostic.column, severity: diagnostic.severity, message: diagnostic.message)
            }
            guard isFirst, !unit.contains(file: diagnostic.file, line: diagnostic.line) else { return nil }
            return DiagnosticLine(line: nil, column: nil, severity: diagnostic.severity, message: diagnostic.message)
        }
    }

    /// The line within the block (1 = its first line of code) of a Markdown line, if in it.
    static func relativeLine(_ line: Int, of snippet: Snippet) -> Int? {
        let count = snippet.block.source.split(separator: "\n", omittingEmptySubsequences: false).count
        let relative = line - snippet.line
        return relative >= 1 && relative <= count ? relative : nil
    }

    /// An errors block's lines: blank ones dropped, trailing white space forgiven.
    static func patterns(_ expected: String) -> [String] {
        OutputMatcher.lines(expected).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// Whether an errors block lists notes (then the compiler's notes are compared too).
    static func listsNotes(_ expected: String?) -> Bool {
        expected.map { patterns($0).contains { ExpectedDiagnostic(parsing: $0)?.severity == .note } } ?? false
    }

    static func matches(expected: String, actual: [DiagnosticLine]) -> Bool {
        OutputMatcher.matches(patterns(expected), actual, by: lineMatches)
    }

    /// `-` expected, `+` actual, as the output diff.
    static func diff(expected: String, actual: [DiagnosticLine]) -> String {
        OutputMatcher.diff(patterns(expected), actual, by: lineMatches, text: \.text)
    }

    /// Whether the errors block's line `pattern` says `diagnostic`: the same severity, the
    /// message by the output rule (`[..]`), and the line (and column) when it gives one.
    static func lineMatches(_ pattern: String, _ diagnostic: DiagnosticLine) -> Bool {
        guard let wanted = ExpectedDiagnostic(parsing: pattern) else { return OutputMatcher.lineMatches(pattern, diagnostic.text) }
        if let line = wanted.line, line != diagnostic.line { return false }
        if let column = wanted.column, column != diagnostic.column { return false }
        return wanted.severity.rawValue == diagnostic.severity.rawValue && OutputMatcher.lineMatches(wanted.message, diagnostic.message)
    }
}
