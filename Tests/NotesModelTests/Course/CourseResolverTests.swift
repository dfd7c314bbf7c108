import Testing
@testable import NotesModel

@Suite struct CourseResolverTests {
    @Test func chaptersAndNotesFollowOrderThenFileName() {
        let (course, diagnostics) = makeCourse([
            ("index.md", "---\ntitle: 강의\n---\n소개"),
            ("b-later/_index.md", "---\ntitle: 둘째 장\norder: 2\n---\n"),
            ("b-later/z.md", "---\ntitle: Z\norder: 1\n---\n"),
            ("b-later/a.md", "---\ntitle: A\n---\n"),
            ("a-first/_index.md", "---\ntitle: 첫째 장\norder: 1\n---\n"),
            ("a-first/2-two.md", "# 둘\n"),
            ("a-first/1-one.md", "# 하나\n"),
            ("a-first/draft.md", "---\ndraft: true\n---\n"),
        ])
        #expect(diagnostics.isEmpty)
        #expect(course.chapters.map(\.title) == ["첫째 장", "둘째 장"])
        #expect(course.pages.map(\.note.title) == ["하나", "둘", "Z", "A"])
        #expect(course.pages.map(\.url) == ["/a-first/1-one/", "/a-first/2-two/", "/b-later/z/", "/b-later/a/"])
        #expect(course.pages[1].previous == 0)
        #expect(course.pages[1].next == 2)
        #expect(course.pages[0].previous == nil)
        #expect(course.pages[3].next == nil)
        #expect(course.home?.url == "/")
        #expect(course.chapters[0].url == "/a-first/")
    }

    @Test func slugReplacesTheLastPart() {
        let (course, _) = makeCourse([("ch/긴-파일-이름.md", "---\nslug: short\n---\n")])
        #expect(course.pages.map(\.url) == ["/ch/short/"])
    }

    @Test func twoNotesForOnePageIsAnErrorNamingBoth() {
        let (_, diagnostics) = makeCourse([
            ("ch/a.md", "# A\n"),
            ("ch/b.md", "---\nslug: a\n---\n"),
        ])
        #expect(diagnostics.map(\.description) == [
            "content/ch/b.md: error: this note and content/ch/a.md would both produce the page /ch/a/",
        ])
    }

    @Test func tagsMergeByCaseAndKeepReadingOrder() {
        let (course, _) = makeCourse([
            ("ch/1.md", "---\ntags: [Combine, 메모리]\n---\n"),
            ("ch/2.md", "---\ntags: [combine]\n---\n"),
        ])
        #expect(course.tags.map(\.name) == ["Combine", "메모리"])
        #expect(course.tags.map(\.url) == ["/tags/combine/", "/tags/메모리/"])
        #expect(course.tags[0].pages == [0, 1])
    }
}
