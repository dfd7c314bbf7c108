import Testing
@testable import NotesModel

@Suite struct FrontMatterParserTests {
    @Test func readsEveryKnownKeyAndKeepsUnknownOnes() {
        let text = """
        ---
        title: "구독과 수명"
        date: 2019-09-09 00:00:01
        tags: [combine, 메모리]
        description: AnyCancellable을 다룹니다.
        order: 3
        slug: lifetime
        draft: false
        layout: post
        author: 김철수
        ---
        본문
        """
        let result = FrontMatterParser.parse(text, file: "content/a.md")
        #expect(result.diagnostics.isEmpty)
        let matter = result.frontMatter
        #expect(matter.title == "구독과 수명")
        #expect(matter.date == NoteDate(year: 2019, month: 9, day: 9, hour: 0, minute: 0, second: 1))
        #expect(matter.tags == ["combine", "메모리"])
        #expect(matter.description == "AnyCancellable을 다룹니다.")
        #expect(matter.order == 3)
        #expect(matter.slug == "lifetime")
        #expect(matter.draft == false)
        #expect(matter.extra["layout"] == ["post"])
        #expect(matter.extra["author"] == ["김철수"])
        #expect(matter.bodyStartLine == 12)
        #expect(result.body.hasSuffix("본문"))
    }

    /// Keys are found without Yams' resolver of implicit tags (`YAMLText.compose(plainKeys:)`):
    /// a key given twice is still an error, and values are still read for what each key wants.
    @Test func aKeyGivenTwiceIsAnErrorAndValuesKeepTheirMeaning() {
        let twice = FrontMatterParser.parse("---\ntitle: 하나\norder: 2\ntitle: 둘\n---\n", file: "x.md")
        #expect(twice.diagnostics.count == 1)
        #expect(twice.diagnostics.first?.description.contains("title") == true)
        let text = "---\ndraft: yes\norder: 007\ntags: 42\ndate: 2024-03-04\n---\n"
        let result = FrontMatterParser.parse(text, file: "x.md")
        #expect(result.frontMatter.draft == true)
        #expect(result.frontMatter.order == 7)
        #expect(result.frontMatter.date?.isoDay == "2024-03-04")
        #expect(result.diagnostics.map(\.description) == [
            "x.md:4:7: error: 'tags' must be words: a list like [combine, rxswift], or 'combine, rxswift', not '42'",
        ])
    }

    @Test func yamlDateAndDateOnly() {
        let result = FrontMatterParser.parse("---\ndate: 2024-03-04\n---\n", file: "a.md")
        #expect(result.frontMatter.date?.isoDay == "2024-03-04")
        #expect(result.frontMatter.date?.korean == "2024년 3월 4일")
        #expect(result.frontMatter.date?.rfc3339 == "2024-03-04T00:00:00+09:00")
    }

    @Test func unclosedFrontMatterIsAnErrorAtLineOne() {
        let result = FrontMatterParser.parse("---\ntitle: 제목\n\n본문\n", file: "content/x.md")
        #expect(result.diagnostics.map(\.description) == [
            "content/x.md:1:1: error: front matter starts here but is never closed: add a line '---' after it",
        ])
    }

    @Test func malformedYAMLNamesTheFileLine() {
        let text = "---\ntitle: 제목\ntags: [a, b\ndate: 2024-01-01\n---\n본문\n"
        let result = FrontMatterParser.parse(text, file: "content/x.md")
        #expect(result.diagnostics.map(\.description) == [
            "content/x.md:3:7: error: malformed front matter: did not find expected ',' or ']' while parsing a flow sequence that starts here (noticed at line 4, column 5)",
        ])
    }

    @Test func badValuesAreErrorsOnTheirLine() {
        let text = "---\ntitle: 제목\norder: first\ndate: yesterday\ndraft: maybe\n---\n"
        let messages = FrontMatterParser.parse(text, file: "x.md").diagnostics.map(\.description)
        #expect(messages == [
            "x.md:3:8: error: 'order' must be a whole number, not 'first'",
            "x.md:4:7: error: 'date' must be a date like 2024-03-04 or 2024-03-04 10:00:00, not 'yesterday'",
            "x.md:5:8: error: 'draft' must be true or false",
        ])
    }

    @Test func noFrontMatterLeavesTheTextAlone() {
        let result = FrontMatterParser.parse("# 제목\n", file: "x.md")
        #expect(result.body == "# 제목\n")
        #expect(result.frontMatter.bodyStartLine == 1)
    }

    @Test func thematicBreakAndSetextHeadingAreNotFrontMatter() {
        let result = FrontMatterParser.parse("---\nFoo\n---\n", file: "x.md")
        #expect(result.diagnostics.isEmpty)
        #expect(result.frontMatter.title == nil)
        #expect(result.body == "---\nFoo\n---\n")
    }
}
