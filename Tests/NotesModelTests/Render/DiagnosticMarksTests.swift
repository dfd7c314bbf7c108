import Testing
@testable import NotesModel

/// An errors block under its code: listed as a compiler prints it, and each listed line marked in
/// the code's gutter, with hidden lines counted as the author wrote them.
@Suite struct DiagnosticMarksTests {
    func render(_ markdown: String) -> String {
        StandaloneRenderer.render(markdown, displayPath: "a.md").html
    }

    @Test func theListedLinesAreMarkedAndTheListIsDrawnUnderTheCode() {
        let html = render("```swift compile-fail\nlet a = 1\nlet b: Int = \"\"\nlet c = 3\n```\n\n```errors\n2: error: cannot convert value of type 'String' to specified type 'Int'\n3: warning: w <b>\n```\n")
        #expect(html.contains("<pre class=\"has-diagnostics\"><code class=\"language-swift\">"))
        #expect(html.contains("\n<span class=\"diag-mark diag-mark-error\" data-line=\"2\" aria-hidden=\"true\"></span><span class=\"tok-keyword\">let</span> b"))
        #expect(html.contains("\n<span class=\"diag-mark diag-mark-warning\" data-line=\"3\" aria-hidden=\"true\"></span><span class=\"tok-keyword\">let</span> c"))
        #expect(!html.contains("data-line=\"1\""))
        #expect(html.contains("<div class=\"code-block code-output code-diagnostics\" data-lang=\"errors\"><div class=\"code-header\"><span class=\"code-lang\">컴파일러 진단</span>"))
        #expect(html.contains("<span class=\"diag diag-error\"><span class=\"diag-where\" title=\"코드의 2번째 줄\">2:</span> <span class=\"diag-severity\">error:</span> cannot convert value of type &#39;String&#39; to specified type &#39;Int&#39;</span>")
            || html.contains("<span class=\"diag diag-error\"><span class=\"diag-where\" title=\"코드의 2번째 줄\">2:</span> <span class=\"diag-severity\">error:</span> cannot convert value of type 'String' to specified type 'Int'</span>"))
        #expect(html.contains("w &lt;b&gt;</span>") || html.contains("w &lt;b></span>"))
    }

    @Test func aLineWithoutAPlaceMarksNothingAndAHiddenLineIsSkipped() {
        let html = render("```swift compile-fail\n// snippet.hide\nimport Foundation\n// snippet.show\nlet b: Int = \"\"\n```\n\n```errors\n2: error: on a hidden line\nerror: somewhere\n4: error: shown first line\n```\n")
        #expect(html.contains("data-line=\"1\""))
        #expect(html.components(separatedBy: "diag-mark ").count == 2)
    }

    @Test func aBlockWithoutAnErrorsBlockIsDrawnAsBefore() {
        let html = render("```swift compile-fail\nlet b: Int = \"\"\n```\n")
        #expect(html.contains("<pre><code class=\"language-swift\">"))
        #expect(!html.contains("diag-mark"))
    }
}
