import Testing
@testable import NotesModel

/// The site's files in path order, kept up to date a page at a time (`serve`), and the search
/// index merged into them: the same list a dictionary and a sort of every path would give.
@Suite struct SortedFilesTests {
    func file(_ path: String, _ text: String = "") -> SiteFile { SiteFile(path: path, text: text) }

    @Test func keepsPathOrderOneFilePerPathTheLaterWinning() {
        var files = SortedFiles([file("b/index.html"), file("a/index.html", "old"), file("a/index.html", "new"), file("404.html")])
        #expect(files.files.map(\.path) == ["404.html", "a/index.html", "b/index.html"])
        #expect(files.files[1].text == "new")
        files.set(file("a/index.html", "newer"))
        files.set(file("aa/index.html"))
        files.set(file("0.html"))
        files.set(file("z.xml"))
        #expect(files.files.map(\.path) == ["0.html", "404.html", "a/index.html", "aa/index.html", "b/index.html", "z.xml"])
        #expect(files.files[2].text == "newer")
    }

    @Test func theSearchIndexReplacesTheOneAmongTheFilesInPathOrder() {
        var build = SiteBuild()
        build.files = [file("a/index.html"), file("search/i/0.json", "old"), file("search/i/9.json", "gone"), file("z/index.html")]
        let search = [file("search/t/0.json"), file("search/meta.json"), file("search/i/0.json", "new")]
        let merged = SearchStage.adding(search, to: build)
        #expect(merged.files.map(\.path) == ["a/index.html", "search/i/0.json", "search/meta.json", "search/t/0.json", "z/index.html"])
        #expect(merged.files[1].text == "new")
        #expect(merged.search == .included)
    }
}
