/// One line of a ` ```errors ` block: `[LINE[:COLUMN]:] severity: message`, LINE counted from
/// the first line of the block it follows (hidden lines included). Verify matches it against
/// the compiler's diagnostics; the page marks LINE in the code.
public struct ExpectedDiagnostic: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    public var line: Int?
    public var column: Int?
    public var severity: Severity
    /// The message, possibly with the output rule's `[..]` wildcards.
    public var message: String

    public init(line: Int?, column: Int?, severity: Severity, message: String) {
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// The line read as a diagnostic, or nil (a `...` line, or text of another shape).
    public init?(parsing text: String) {
        guard let match = text.trimmingCharacters(in: .whitespaces).wholeMatch(of: #/(?:(\d+)(?::(\d+))?:\s*)?(error|warning|note):\s*(.*)/#),
              let severity = Severity(rawValue: String(match.output.3)) else { return nil }
        line = match.output.1.flatMap { Int($0) }
        column = match.output.2.flatMap { Int($0) }
        self.severity = severity
        message = String(match.output.4)
    }
}
