import Foundation
import Testing
@testable import NotesModel

/// Every example of the GFM spec (read from Debian's cmark-gfm package) through the same path as
/// `sitegen render`; the extensions have their own cases in `GFMExtensionTests`.
@Suite struct GFMConformanceTests {
    /// Examples that differ on purpose, by file and number, with the reason.
    static let expectedDifferences: [String: String] = [
        "spec.txt #68": "a file starting with `---` `---` is empty front matter, as in Jekyll and Hugo",
        "spec.txt #140": "tagfilter escapes <script>",
        "spec.txt #141": "tagfilter escapes <style>",
        "spec.txt #142": "tagfilter escapes <style>",
        "spec.txt #145": "tagfilter escapes <style>",
        "spec.txt #147": "tagfilter escapes <script>",
        "spec.txt #610": "autolink extension links the bare URL inside <…>",
        "spec.txt #614": "autolink extension links the bare e-mail address",
        "spec.txt #616": "autolink extension links the bare URL",
        "spec.txt #619": "autolink extension links the bare URL",
        "spec.txt #620": "autolink extension links the bare e-mail address",
    ]

    static let examples = GFMSpecExample.loadSpec()

    @Test func theSpecIsThere() {
        #expect(GFMSpecExample.missingSpec == nil, "\(GFMSpecExample.missingSpec ?? "")")
        #expect(Self.examples.count == 673)
    }

    @Test func passCount() {
        var failures: [String] = []
        for example in Self.examples {
            let rendered = StandaloneRenderer.render(example.markdown, displayPath: "example.md").html
            let expected = SiteHTMLNormaliser.canonicalInputs(example.html)
            if example.html != "<IGNORE>\n" && SiteHTMLNormaliser.normalise(rendered) != expected {
                failures.append("\(example.file) #\(example.number)")
                if ProcessInfo.processInfo.environment["GFM_VERBOSE"] != nil {
                    print("--- \(example.testDescription)\n\(example.markdown)--- expected\n\(example.html)--- got\n\(SiteHTMLNormaliser.normalise(rendered))")
                }
            }
        }
        let passed = Self.examples.count - failures.count
        print("GFM conformance: \(passed) of \(Self.examples.count) examples pass")
        for failure in failures { print("  differs: \(failure): \(Self.expectedDifferences[failure] ?? "UNEXPECTED")") }
        #expect(failures.count <= 13)
        #expect(Set(failures) == Set(Self.expectedDifferences.keys))
    }
}
