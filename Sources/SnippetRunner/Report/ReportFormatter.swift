import Foundation
import NotesModel

/// The ways `sitegen verify` reports: plain text, JSON, JUnit XML, GitHub annotations.
public enum ReportFormatter {
    /// One failure: `content/x.md:42: error: [swift run] message…`.
    public static func text(_ result: SnippetResult) -> String {
        "\(result.place): error: [\(result.kind)] \(result.message ?? "failed")"
    }

    public static func json(_ report: Verifier.Report) throws -> String {
        struct Document: Encodable {
            var passed: Int
            var failed: Int
            var skipped: Int
            var results: [SnippetResult]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Document(passed: report.passed, failed: report.failed, skipped: report.skipped, results: report.results))
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// JUnit XML as CI dashboards read it: one test case per snippet, grouped by note.
    public static func junit(_ report: Verifier.Report) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let seconds = report.results.reduce(0) { $0 + $1.seconds }
        xml += "<testsuites name=\"sitegen verify\" tests=\"\(report.results.count)\" failures=\"\(report.failed)\" skipped=\"\(report.skipped)\" time=\"\(format(seconds))\">\n"
        let files = Dictionary(grouping: report.results, by: \.file)
        for file in files.keys.sorted() {
            let results = files[file]!
            xml += "  <testsuite name=\"\(escape(file))\" tests=\"\(results.count)\" failures=\"\(results.filter { $0.status == .failed }.count)\" skipped=\"\(results.filter { $0.status == .skipped }.count)\">\n"
            for result in results {
                xml += "    <testcase classname=\"\(escape(file))\" name=\"\(escape("line \(result.line) (\(result.kind))"))\" file=\"\(escape(file))\" line=\"\(result.line)\" time=\"\(format(result.seconds))\""
                switch result.status {
                case .passed:
                    xml += "/>\n"
                case .skipped:
                    xml += ">\n      <skipped message=\"shown, not compiled\"/>\n    </testcase>\n"
                case .failed:
                    let message = result.message ?? "failed"
                    xml += ">\n      <failure type=\"\(result.failure?.rawValue ?? "failed")\" message=\"\(escape(String(message.prefix { $0 != "\n" })))\">\(escape(message))</failure>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// `::error file=…,line=…::message` lines for GitHub Actions.
    public static func githubAnnotation(_ result: SnippetResult) -> String {
        let message = (result.message ?? "failed").replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        return "::error file=\(result.file),line=\(result.line),title=snippet \(result.kind)::\(message)"
    }

    /// XML text: HTML's escaping, minus the control characters XML 1.0 forbids.
    static func escape(_ text: String) -> String {
        let allowed = text.unicodeScalars.map { scalar -> String in
            if scalar == "\u{1E}" { return " " }
            if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" { return "?" }
            return String(scalar)
        }.joined()
        return HTMLEscape.text(allowed)
    }

    static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}
