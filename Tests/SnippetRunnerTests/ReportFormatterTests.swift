import NotesModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SnippetRunner

@Suite struct ReportFormatterTests {
    let report = Verifier.Report(results: [
        SnippetResult(id: SnippetID(note: "a.md", line: 3), file: "content/a.md", line: 3, kind: "swift run", status: .passed, actualOutput: "1\n", seconds: 0.5),
        SnippetResult(id: SnippetID(note: "a.md", line: 9), file: "content/a.md", line: 9, kind: "swift run", status: .failed, failure: .wrongOutput, message: "output differs <here>\n  - a\n  + b", seconds: 0.25),
        SnippetResult(id: SnippetID(note: "b.md", line: 2), file: "content/b.md", line: 2, kind: "swift ignore", status: .skipped),
    ], diagnostics: [])

    @Test func junitHasOneCasePerSnippetGroupedByNote() throws {
        let xml = ReportFormatter.junit(report)
        #expect(xml.contains("<testsuites name=\"sitegen verify\" tests=\"3\" failures=\"1\" skipped=\"1\" time=\"0.750\">"))
        #expect(xml.contains("<testsuite name=\"content/a.md\" tests=\"2\" failures=\"1\" skipped=\"0\">"))
        #expect(xml.contains("<testcase classname=\"content/a.md\" name=\"line 3 (swift run)\" file=\"content/a.md\" line=\"3\" time=\"0.500\"/>"))
        #expect(xml.contains("<failure type=\"wrong-output\" message=\"output differs &lt;here&gt;\">output differs &lt;here&gt;\n  - a\n  + b</failure>"))
        #expect(xml.contains("<skipped message=\"shown, not compiled\"/>"))
        _ = try XMLDocument(xmlString: xml)
    }

    @Test func jsonCarriesCountsAndResults() throws {
        let json = try ReportFormatter.json(report)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        #expect(object["passed"] as? Int == 1)
        #expect(object["failed"] as? Int == 1)
        #expect(object["skipped"] as? Int == 1)
        let results = object["results"] as! [[String: Any]]
        #expect(results[1]["failure"] as? String == "wrong-output")
        #expect(results[1]["line"] as? Int == 9)
    }

    @Test func githubAnnotationsEncodeNewlines() {
        #expect(ReportFormatter.githubAnnotation(report.results[1]) == "::error file=content/a.md,line=9,title=snippet swift run::output differs <here>%0A  - a%0A  + b")
    }

    @Test func summaryLine() {
        #expect(report.summary == "1 passed, 1 failed, 1 skipped")
    }
}
