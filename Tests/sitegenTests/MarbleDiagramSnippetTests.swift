import Foundation
import Testing

/// A block that asks for a marble diagram (`swift run marbles=…`), end to end: the real runner
/// runs it with RxTest's event log on, and the page shows the diagram drawn from that run under
/// the block's output; a rebuild answered from the cache draws the same bytes.
@Suite(.serialized) struct MarbleDiagramSnippetTests {
    static let note = """
        # 마블

        ```swift run marbles="검색어,결과"
        import RxSwift
        import RxTest

        let scheduler = TestScheduler(initialClock: 0)
        let query = scheduler.createHotObservable([.next(100, "a"), .next(150, "ab"), .next(400, "abc"), .completed(600)])
        let result = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            query.debounce(.seconds(100), scheduler: scheduler)
        }
        print(result.events.count)
        ```

        ```output
        3
        ```

        """

    @Test func thePageShowsTheDiagramTheRunRecorded() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/marbles.md", Self.note)
        try site.write("content/plain.md", "# 그림 없는 글\n\n본문\n")
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        let first = try site.run("build", "--quiet", "--cache-dir", cache.path)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        let page = try site.read("_site/marbles/index.html")
        let figure = try #require(page.components(separatedBy: "<figure class=\"marbles\"").dropFirst().first)
        // Under the output block, not between the code and its output.
        #expect(page.range(of: "<figure class=\"marbles\"")!.lowerBound > page.range(of: "code-output")!.lowerBound)
        #expect(figure.hasPrefix(" id=\"marbles-15\" data-rows=\"2\">"))
        #expect(figure.contains("<desc id=\"marbles-15-desc\">검색어: 100에 a, 150에 ab, 400에 abc, 600에 완료. 결과: 250에 ab, 500에 abc, 600에 완료.</desc>"))
        #expect(figure.components(separatedBy: "<g class=\"marble\"").count - 1 == 5)
        // Its stylesheet is loaded by this page only.
        #expect(page.contains("<link rel=\"stylesheet\" href=\"/assets/marbles.css\">"))
        #expect(!(try site.read("_site/plain/index.html")).contains("marbles.css"))
        #expect(site.exists("_site/assets/marbles.css"))

        let second = try site.run("build", "--quiet", "--cache-dir", cache.path)
        #expect(second.status == 0)
        #expect(try site.read("_site/marbles/index.html") == page)
    }

    @Test func rowNamesThatDoNotMatchTheRunFailTheBlockAtItsFence() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/marbles.md", Self.note.replacingOccurrences(of: "marbles=\"검색어,결과\"", with: "marbles=\"검색어\""))
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/marbles.md:3"))
        #expect(result.stderr.contains("marbles: 1 row name for the 2 lines the run recorded (1 input, then 1 output)"))
    }
}
