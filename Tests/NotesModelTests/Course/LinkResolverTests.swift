import Testing
@testable import NotesModel

@Suite struct LinkResolverTests {
    let files: [(String, String)] = [
        ("a/one.md", """
        # 하나

        ## 메모리 관리

        [둘](../b/two.md#구독-해제) [같은 장](three.md) [여기](#메모리-관리) [그림](cycle.svg)
        [밖](https://example.com/x.md) [홈](/) [태그](/tags/combine/) [절대](/b/two/#구독-해제)
        """),
        ("a/three.md", "---\ntags: [combine]\n---\n"),
        ("b/two.md", "## 구독 해제\n"),
    ]

    @Test func notesBecomePageURLsAndAssetsAbsolutePaths() {
        let (course, diagnostics) = makeCourse(files, assets: ["a/cycle.svg"])
        #expect(diagnostics.isEmpty)
        let one = course.pages.first { $0.note.relativePath == "a/one.md" }!
        #expect(one.rewrittenLinks["../b/two.md#구독-해제"] == "/b/two/#구독-해제")
        #expect(one.rewrittenLinks["three.md"] == "/a/three/")
        #expect(one.rewrittenLinks["cycle.svg"] == "/a/cycle.svg")
        #expect(one.rewrittenLinks["https://example.com/x.md"] == nil)
        let html = SiteRendererTestSupport.body(course, "a/one.md")
        #expect(html.contains("<a href=\"/b/two/#%EA%B5%AC%EB%8F%85-%ED%95%B4%EC%A0%9C\">둘</a>"))
        #expect(html.contains("<a href=\"/a/cycle.svg\">그림</a>"))
    }

    @Test func everyBrokenLinkIsReportedWithItsPlace() {
        let (_, diagnostics) = makeCourse([
            ("a/one.md", """
            ## 있음

            [없는 글](missing.md) [없는 제목](#없음) [대소문자](#있음)
            [다른 글 제목](two.md#nope) [밖으로](../../etc/passwd) [그림](nope.png)
            [사이트](/nowhere/) ![이미지](gone.svg)
            """),
            ("a/two.md", "## 제목\n"),
        ])
        #expect(diagnostics.map(\.description) == [
            "content/a/one.md:3:1: error: the link 'missing.md' points to 'a/missing.md', which is not a note in the content folder (or is a draft)",
            "content/a/one.md:3:20: error: no heading with the id '#없음' in this note",
            "content/a/one.md:4:1: error: no heading with the id '#nope' in content/a/two.md",
            "content/a/one.md:4:24: error: the link '../../etc/passwd' leads outside the content folder",
            "content/a/one.md:4:48: error: the link 'nope.png' points to 'a/nope.png', which is neither a note nor a file in the content folder",
            "content/a/one.md:5:1: error: the link '/nowhere/' points to /nowhere/, which the site does not have",
            "content/a/one.md:5:18: error: the link 'gone.svg' points to 'a/gone.svg', which is neither a note nor a file in the content folder",
        ])
    }

    @Test func warnModeKeepsTheMessagesAsWarnings() {
        let notes = [NoteParser.parse("[x](nope.md)", relativePath: "a.md", displayPath: "content/a.md").note]
        let course = CourseResolver.resolve(notes: notes, assets: []).course
        let result = LinkResolver.resolve(course, brokenLinksAreErrors: false)
        #expect(result.diagnostics.map(\.severity) == [.warning])
    }

    /// `serve` keeps what link checking found; an unchanged note must still be checked again
    /// when what it links to changes, and reused only when nothing it depends on did.
    @Test func aRememberedCheckFollowsTheNotesALinkPointsTo() {
        func course(_ two: String) -> Course {
            let notes = [
                NoteParser.parse("[둘](two.md#구독-해제) [그림](%EA%B7%B8%EB%A6%BC.svg)", relativePath: "a/one.md", displayPath: "content/a/one.md").note,
                NoteParser.parse(two, relativePath: "a/two.md", displayPath: "content/a/two.md").note,
            ]
            return CourseResolver.resolve(notes: notes, assets: ["a/그림.svg"]).course
        }
        var memory = LinkResolver.Memory()
        let first = LinkResolver.resolve(course("## 구독 해제\n"), memory: &memory)
        #expect(first.diagnostics.isEmpty)
        #expect(first.course.pages[0].rewrittenLinks["%EA%B7%B8%EB%A6%BC.svg"] == "/a/그림.svg")

        // The heading one.md points to is renamed: one.md did not change, its link broke.
        let renamed = LinkResolver.resolve(course("## 구독 취소\n"), memory: &memory)
        #expect(renamed.diagnostics.map(\.description) == [
            "content/a/one.md:1:1: error: no heading with the id '#구독-해제' in content/a/two.md",
        ])
        // And back: the error goes, and a build from nothing agrees.
        let restored = LinkResolver.resolve(course("## 구독 해제\n\n본문이 바뀌었다.\n"), memory: &memory)
        #expect(restored.diagnostics.isEmpty)
        let fresh = LinkResolver.resolve(course("## 구독 해제\n\n본문이 바뀌었다.\n"))
        #expect(restored.course.pages.map(\.rewrittenLinks) == fresh.course.pages.map(\.rewrittenLinks))

        // `--broken-links warn` after `error` checks again too.
        _ = LinkResolver.resolve(course("## 구독 취소\n"), memory: &memory)
        let warned = LinkResolver.resolve(course("## 구독 취소\n"), brokenLinksAreErrors: false, memory: &memory)
        #expect(warned.diagnostics.map(\.severity) == [.warning])
    }

    @Test func aTagsSecondPageIsAPageButNotItsThird() {
        // 51 notes tagged `combine`: the tag has two pages of 50.
        var files = (1...51).map { ("a/n\($0).md", "---\ntags: [combine]\n---\n") }
        files.append(("b/links.md", "[둘째 쪽](/tags/combine/page/2/) [셋째 쪽](/tags/combine/page/3/)\n"))
        let (_, diagnostics) = makeCourse(files)
        #expect(diagnostics.map(\.description) == ["content/b/links.md:1:31: error: the link '/tags/combine/page/3/' points to /tags/combine/page/3/, which the site does not have"])
    }
}
