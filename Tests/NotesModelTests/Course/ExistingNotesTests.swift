import Testing
@testable import NotesModel

/// Notes written for GitHub, mdBook or Jekyll: clean URLs from names with spaces and dots, a
/// title heading shown once, `SUMMARY.md`'s order and titles, Liquid highlight tags.
@Suite struct ExistingNotesTests {
    @Test(arguments: [
        ("01-combine", "01-combine"),
        ("weak-unowned", "weak-unowned"),
        ("09_Combining Operators", "09_combining-operators"),
        ("Ch9.CombiningOperators", "ch9-combiningoperators"),
        ("메모리 관리", "메모리-관리"),
        ("RxSwift 6 (정리).노트", "rxswift-6-정리-노트"),
        ("  앞 뒤  ", "앞-뒤"),
        ("a -- b", "a-b"),
        ("...", "page"),
    ])
    func namesBecomeCleanSegments(name: String, segment: String) {
        #expect(PageURL.segment(name) == segment)
    }

    @Test func urlsAreCleanAndLinksByFilePathStillResolve() {
        let (course, diagnostics) = makeCourse([
            ("Lectures/09_Combining Operators/Ch9.CombiningOperators.md", "# 결합 연산자\n\n[다음](../10_Time%20Based/Ch10.TimeBased.md#시간)\n"),
            ("Lectures/10_Time Based/Ch10.TimeBased.md", "# 시간 연산자\n\n## 시간\n"),
            ("Lectures/10_Time Based/Kept.md", "---\nslug: My Slug\n---\n"),
        ])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(course.pages.map(\.url) == [
            "/lectures/09_combining-operators/ch9-combiningoperators/",
            "/lectures/10_time-based/ch10-timebased/",
            "/lectures/10_time-based/My Slug/",
        ])
        #expect(course.chapters.map(\.url) == ["/lectures/"])
        #expect(course.pages[0].rewrittenLinks["../10_Time%20Based/Ch10.TimeBased.md#시간"] == "/lectures/10_time-based/ch10-timebased/#시간")
    }

    @Test func aTitleHeadingIsShownOnceAsThePageTitle() {
        let note = NoteParser.parse("# 관찰 가능한 것\n\n본문\n\n## 절\n", relativePath: "a.md", displayPath: "content/a.md").note
        #expect(note.title == "관찰 가능한 것")
        #expect(note.headings.map(\.text) == ["절"])
        let html = HTMLRenderer(resolveLink: { $0 }).render(note.document)
        #expect(!html.contains("<h1"), "\(html)")
        // With a front matter title that says the same, the heading goes too; a different one stays.
        let same = NoteParser.parse("---\ntitle: 제목\n---\n# 제목\n본문\n", relativePath: "b.md", displayPath: "content/b.md").note
        #expect(same.headings.isEmpty)
        let other = NoteParser.parse("---\ntitle: 다른 제목\n---\n# 제목\n본문\n", relativePath: "c.md", displayPath: "content/c.md").note
        #expect(other.headings.map(\.text) == ["제목"])
        // A smaller heading above the title heading (a byline) stays; the title heading goes.
        let byline = NoteParser.parse("##### 가람님 과제\n\n# `PublishRelay`와 `Variable`\n> 질문\n", relativePath: "d.md", displayPath: "content/d.md").note
        #expect(byline.title == "PublishRelay와 Variable")
        #expect(byline.headings.map(\.text) == ["가람님 과제"])
        #expect(!HTMLRenderer(resolveLink: { $0 }).render(byline.document).contains("<h1"))
    }

    @Test func summaryGivesTheOrderAndTheFoldersTitles() {
        let (course, diagnostics) = makeCourse([
            ("SUMMARY.md", """
            # Summary

            [소개](README.md)

            # 1부: 기초

            - [둘째가 먼저](basics/b.md)
            - [첫째](basics/a.md)

            # 2부: 응용

            - [응용 모음](apps/index-of-apps.md)
                - [나중](apps/z.md)
                - [먼저](apps/y.md)
                - [지운 글](apps/gone.md)
            """),
            ("README.md", "# 소개\n"),
            ("apps/index-of-apps.md", "# 응용 모음\n"),
            ("apps/y.md", "# Y\n"),
            ("apps/z.md", "# Z\n"),
            ("basics/a.md", "# A\n"),
            ("basics/b.md", "# B\n"),
            ("basics/unlisted.md", "# 목록에 없음\n"),
        ])
        #expect(diagnostics.map(\.description) == ["content/SUMMARY.md:15:7: warning: SUMMARY.md lists 'apps/gone.md', which is not a note in the content folder"])
        #expect(course.chapters.map(\.title) == ["시작하기", "1부: 기초", "응용 모음"])
        #expect(course.pages.map(\.note.title) == ["소개", "B", "A", "목록에 없음", "응용 모음", "Z", "Y"])
        #expect(!course.pages.contains { $0.url == "/summary/" })
    }

    @Test func jekyllHighlightIsReadAsAFenceWithAWarning() {
        let text = "소개\n\n{% highlight swift linenos %}\nprint(1)\n{% endhighlight %}\n\n끝\n"
        let result = NoteParser.parse(text, relativePath: "j.md", displayPath: "content/j.md")
        #expect(result.note.codeBlocks.map(\.info.language) == ["swift"])
        #expect(result.note.codeBlocks.first?.source == "print(1)\n")
        #expect(result.note.codeBlocks.first?.line == 3)
        #expect(result.diagnostics.map(\.description) == [
            "content/j.md:3:1: warning: Jekyll's '{% highlight swift %}' is read as a fenced code block; write it as one: ```swift on the first line and ``` on the last (GitHub and other tools do not read Liquid tags)",
        ])
    }

    @Test(arguments: [
        ("let a = 1\nprint(a)", SwiftLikeness.swift),
        ("Observable.just(1).subscribe(onNext: { print($0) })", .swift),
        ("next(1)\nnext(2)\ncompleted", .notSwift),
        ("$ pod install", .notSwift),
        ("1\n2\n3", .notSwift),
        ("func handle(event) {\n    if event is next ...", .fragment(line: 1)),
    ])
    func blocksWithoutALanguageAreToldApart(code: String, likeness: SwiftLikeness) {
        #expect(SwiftLikeness(code) == likeness)
    }
}
