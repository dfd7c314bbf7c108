import Foundation
import NotesModel

/// Writes to the terminal: progress and results to stdout, diagnostics to stderr.
enum Console {
    static func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Prints every diagnostic, then a count line; returns whether any was an error.
    @discardableResult
    static func report(_ diagnostics: [Diagnostic]) -> Bool {
        for diagnostic in diagnostics { error(diagnostic.description) }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        if errors + warnings > 0 {
            error("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        }
        return errors > 0
    }
}
