import Testing
@testable import NotesModel

@Suite struct HTMLRendererTests {
    func render(_ markdown: String) -> String {
        StandaloneRenderer.render(markdown, displayPath: "a.md").html
    }

    @Test func rawHTMLFromRealNotesPasses() {
        let html = render("<p align=\"center\">\n<img width=\"300\" src=\"a.png\">\n</p>\n\n줄<br/>바꿈\n")
        #expect(html.contains("<p align=\"center\">\n<img width=\"300\" src=\"a.png\">\n</p>"))
        #expect(html.contains("줄<br/>바꿈"))
    }

    @Test func tagfilterNeutralisesScriptsAndFrames() {
        let html = render("<script>alert(1)</script>\n\n글 <iframe src=x></iframe> <style>p{}</style>\n")
        #expect(html.contains("&lt;script>alert(1)&lt;/script>"))
        #expect(html.contains("&lt;iframe src=x>&lt;/iframe>"))
        #expect(html.contains("&lt;style>"))
        #expect(!html.contains("<script"))
    }

    @Test func javascriptURLsNeverBecomeLinks() {
        let html = render("[누르기](javascript:alert(1)) [대문자](JAVASCRIPT:x) ![그림](vbscript:x)\n\n<a href=\"javascript:alert(1)\">raw</a>\n")
        #expect(!html.lowercased().contains("href=\"javascript:"))
        #expect(!html.lowercased().contains("src=\"vbscript:"))
        #expect(html.contains("누르기"))
        #expect(html.contains("<a href=\"about:blank#blocked-alert(1)\">raw</a>"))
    }

    @Test func codeBlocksGetAFrameCopyButtonAndHighlighting() {
        let html = render("```swift run title=예제\n// snippet.hide\nimport Combine\n// snippet.show\nlet subject = PassthroughSubject<Int, Never>()\n```\n")
        #expect(html.contains("<div class=\"code-block\" data-lang=\"swift\">"))
        #expect(html.contains("<span class=\"code-title\">예제</span>"))
        #expect(html.contains("<button type=\"button\" class=\"copy-button\" aria-label=\"코드 복사\">복사</button>"))
        #expect(html.contains("<span class=\"tok-keyword\">let</span>"))
        #expect(html.contains("<span class=\"tok-type\">PassthroughSubject</span>"))
        #expect(!html.contains("import"))
    }

    @Test func outputBlocksAreLabelled() {
        let html = render("```output\n1\n```\n")
        #expect(html.contains("<div class=\"code-block code-output\" data-lang=\"output\"><div class=\"code-header\"><span class=\"code-lang\">출력</span>"))
    }

    @Test func tablesTaskListsStrikethroughFootnotes() {
        let html = render("| a | b |\n|:-|-:|\n| 1 | 2 |\n\n- [x] 끝\n- [ ] 남음\n\n~~취소~~ 각주[^1]\n\n[^1]: 설명\n")
        #expect(html.contains("<th align=\"left\">a</th>"))
        #expect(html.contains("<td align=\"right\">2</td>"))
        #expect(html.contains("<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> 끝</li>"))
        #expect(html.contains("<del>취소</del>"))
        #expect(html.contains("<sup class=\"footnote-ref\"><a href=\"#fn1\" id=\"fnref1\">1</a></sup>"))
        #expect(html.contains("<li id=\"fn1\">\n<p>설명 <a href=\"#fnref1\" class=\"footnote-backref\""))
    }

    @Test func standaloneRenderRewritesNoteLinks() {
        let html = render("[다음](next.md#a) [장](../ch/index.md)\n")
        #expect(html.contains("<a href=\"../next/#a\">다음</a>"))
        #expect(html.contains("<a href=\"../../ch/\">장</a>"))
    }
}
