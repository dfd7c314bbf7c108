import Testing
@testable import NotesModel

@Suite struct AlertTests {
    func render(_ markdown: String) -> String {
        StandaloneRenderer.render(markdown, displayPath: "a.md").html
    }

    @Test(arguments: [("NOTE", "note", "참고"), ("TIP", "tip", "팁"), ("IMPORTANT", "important", "중요"), ("WARNING", "warning", "주의"), ("CAUTION", "caution", "경고")])
    func everyKindIsACalloutWithItsKoreanTitle(marker: String, kind: String, label: String) {
        let html = render("> [!\(marker)]\n> `sink`를 부르지 않으면 **값이 흐르지 않습니다**.\n")
        #expect(html.contains("<div class=\"callout callout-\(kind)\" role=\"note\">\n<p class=\"callout-title\">\(label)</p>\n<p><code>sink</code>를 부르지 않으면 <strong>값이 흐르지 않습니다</strong>.</p>\n</div>"))
        #expect(!html.contains("[!"))
        #expect(!html.contains("<blockquote>"))
    }

    @Test func theMarkerIsCaseInsensitiveAndMayStandAloneBeforeParagraphs() {
        let html = render("> [!warning]\n>\n> 첫 문단\n>\n> - 목록\n")
        #expect(html.contains("<p class=\"callout-title\">주의</p>\n<p>첫 문단</p>\n<ul>"))
    }

    @Test func ordinaryQuotesStayQuotes() {
        // text after the marker on its line, an unknown kind, nothing but the marker
        for markdown in ["> [!NOTE] 같은 줄의 글\n", "> [!DANGER]\n> 글\n", "> [!NOTE]\n", "> 그냥 인용\n"] {
            let html = render(markdown)
            #expect(html.contains("<blockquote>"), "\(markdown)")
            #expect(!html.contains("callout"), "\(markdown)")
        }
    }

    @Test func alertsNestAndKeepTheirHeadingsAndLinks() {
        let html = render("- 항목\n\n  > [!TIP]\n  > [링크](#x)\n")
        #expect(html.contains("<li>\n<p>항목</p>\n<div class=\"callout callout-tip\""))
        #expect(html.contains("<a href=\"#x\">링크</a>"))
    }
}
