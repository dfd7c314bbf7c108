/// What `swiftc` printed about a place, in `-diagnostic-style llvm` form:
/// `file:line:column: error: text` (or `warning:`, `note:`).
struct CompilerDiagnostic: Sendable, Hashable {
    enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    var file: String
    var line: Int
    var column: Int
    var severity: Severity = .error
    var message: String

    var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// Every diagnostic in `output`, in the order printed, each once.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n") {
            guard let match = line.wholeMatch(of: #/(.+?):(\d+):(\d+): (error|warning|note): (.*)/#),
                  let severity = Severity(rawValue: String(match.output.4)) else { continue }
            let diagnostic = CompilerDiagnostic(file: String(match.output.1), line: Int(match.output.2)!, column: Int(match.output.3)!, severity: severity, message: String(match.output.5))
            if !result.contains(diagnostic) { result.append(diagnostic) }
        }
        return result
    }

    /// The errors in `output` (what a failed compile is reported with).
    static func errors(_ output: String) -> [CompilerDiagnostic] {
        parse(output).filter { $0.severity == .error }
    }
}
