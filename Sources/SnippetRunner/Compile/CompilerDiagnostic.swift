/// An error `swiftc` printed, in `-diagnostic-style llvm` form: `file:line:column: error: text`.
struct CompilerDiagnostic: Sendable, Hashable {
    var file: String
    var line: Int
    var column: Int
    var message: String

    var description: String { "\(file):\(line):\(column): error: \(message)" }

    static func parse(_ output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n") {
            guard let match = line.wholeMatch(of: #/(.+?):(\d+):(\d+): error: (.*)/#) else { continue }
            let diagnostic = CompilerDiagnostic(file: String(match.output.1), line: Int(match.output.2)!, column: Int(match.output.3)!, message: String(match.output.4))
            if !result.contains(diagnostic) { result.append(diagnostic) }
        }
        return result
    }
}
