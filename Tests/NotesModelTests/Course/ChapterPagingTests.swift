import Testing
@testable import NotesModel

@Suite struct ChapterPagingTests {
    @Test func aChapterOfUpTo50NotesIsListedWhole() {
        #expect(!ChapterPaging.isLong(50))
        #expect(ChapterPaging.window(block: 3, noteCount: 50) == 0..<50)
        #expect(ChapterPaging.pageCount(50) == 1)
        #expect(ChapterPaging.pageCount(0) == 1)
    }

    @Test func aLongChapterShowsTheBlocksAroundTheCurrentNote() {
        #expect(ChapterPaging.isLong(51))
        // Note 155 (position 154) is in block 15: blocks 14, 15 and 16 are shown.
        #expect(ChapterPaging.block(of: 154, noteCount: 1_000) == 15)
        #expect(ChapterPaging.window(block: 15, noteCount: 1_000) == 140..<170)
        #expect(ChapterPaging.window(block: 0, noteCount: 1_000) == 0..<20)
        #expect(ChapterPaging.window(block: 99, noteCount: 1_000) == 980..<1_000)
        #expect(ChapterPaging.block(of: nil, noteCount: 1_000) == 0)
    }

    @Test func indexPagesHold50NotesEach() {
        #expect(ChapterPaging.pageCount(1_001) == 21)
        #expect(ChapterPaging.page(of: 49) == 1)
        #expect(ChapterPaging.page(of: 50) == 2)
        #expect(ChapterPaging.notes(onPage: 21, of: 1_001) == 1_000..<1_001)
        #expect(ChapterPaging.url(chapterURL: "/labs/", page: 1) == "/labs/")
        #expect(ChapterPaging.url(chapterURL: "/labs/", page: 3) == "/labs/page/3/")
        #expect(ChapterPaging.url(chapterURL: nil, page: 1) == "/page/1/")
    }

    @Test func theTopFolderHasIndexPagesOnlyWhenItIsLong() {
        let short = makeCourse((1...50).map { ("n\($0).md", "# \($0)\n") }).course
        #expect(short.chapters[0].listingURLs == [])
        let long = makeCourse((1...51).map { ("n\($0).md", "# \($0)\n") }).course
        #expect(long.chapters[0].listingURLs == ["/page/1/", "/page/2/"])
        #expect(long.chapters[0].listingURL(of: 50) == "/page/2/")
        #expect(long.pages[50].chapterPosition == 50)
    }

    @Test func aNoteTakingAnIndexPageIsAnError() {
        var files = (1...60).map { ("labs/n\($0).md", "# \($0)\n") }
        files.append(("labs/page/2.md", "# 둘째 쪽\n"))
        let (_, diagnostics) = makeCourse(files)
        #expect(diagnostics.map(\.description) == [
            "content/labs/page/2.md: error: the page /labs/page/2/ is an index page of the folder 'labs', which sitegen generates itself",
        ])
    }

    @Test func aLinkToAnIndexPageIsNotBroken() {
        var files = (1...60).map { ("labs/n\($0).md", "# \($0)\n") }
        files.append(("labs/n1.md", "# 1\n\n[둘째 쪽](/labs/page/2/)\n"))
        files.removeFirst()
        let (_, diagnostics) = makeCourse(files)
        #expect(diagnostics.isEmpty)
    }
}
