import Foundation
import Testing
@testable import NotesModel

/// What a reader sees of a chapter of 120 notes: the sidebar's window, the index pages and
/// their pager, the home page's first 50 notes; and a short chapter as before.
@Suite struct LongChapterRenderTests {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func renderer(_ files: [(String, String)]) throws -> SiteRenderer {
        let course = makeCourse(files).course
        let theme = try #require(Theme.load(defaultFolder: checkout.appendingPathComponent("templates"), overrideFolder: nil).theme)
        return SiteRenderer(course: course, theme: theme, site: SiteInfo(title: "강의", description: "", baseURL: "http://localhost/"), decorations: [:], sidebars: nil)
    }

    static let longChapter = [("labs/_index.md", "---\ntitle: 실험\n---\n")]
        + (1...120).map { (String(format: "labs/n%03d.md", $0), "---\ntitle: 실험 \($0)\n---\n본문\n") }

    @Test func aNoteOfALongChapterListsTheNotesAroundIt() throws {
        let renderer = try Self.renderer(Self.longChapter)
        let html = renderer.notePage(59).text  // 실험 60
        let sidebar = String(html[html.range(of: "<nav class=\"course-nav\"")!.lowerBound...])
        #expect(sidebar.contains("href=\"/labs/n060/\" aria-current=\"page\""))
        for shown in [1, 41, 59, 61, 70, 120] { #expect(sidebar.contains("/labs/n\(String(format: "%03d", shown))/"), "note \(shown)") }
        for hidden in [2, 40, 71, 119] { #expect(!sidebar.contains("/labs/n\(String(format: "%03d", hidden))/"), "note \(hidden)") }
        #expect(sidebar.contains("<a href=\"/labs/\">… 앞의 글 39편</a>"))
        #expect(sidebar.contains("<a href=\"/labs/page/2/\">… 뒤의 글 49편</a>"))
        #expect(sidebar.contains("<a class=\"course-chapter-all\" href=\"/labs/page/2/\">이 장의 글 120편 모두 보기</a>"))
    }

    @Test func theChapterIsListedOnIndexPagesOf50() throws {
        let files = Dictionary(uniqueKeysWithValues: try Self.renderer(Self.longChapter).indexPages().map { ($0.path, $0.text) })
        let first = try #require(files["labs/index.html"])
        let second = try #require(files["labs/page/2/index.html"])
        let third = try #require(files["labs/page/3/index.html"])
        #expect(files["labs/page/4/index.html"] == nil)
        func notes(_ html: String) -> Int { html.components(separatedBy: "class=\"note-item-title\"").count - 1 }
        let counts: [Int] = [notes(first), notes(second), notes(third)]
        #expect(counts == [50, 50, 20])
        #expect(second.contains("<p class=\"page-count\">글 120개 · 2/3쪽</p>"))
        #expect(second.contains("href=\"/labs/\" rel=\"prev\""))
        #expect(second.contains("href=\"/labs/page/3/\" rel=\"next\""))
        #expect(second.contains("<a class=\"list-pager-page\" href=\"/labs/page/2/\" aria-current=\"page\">2</a>"))
        #expect(second.contains("start=\"51\""))
        // The home page lists the first 50 and links the rest.
        let home = try #require(files["index.html"])
        #expect(notes(home) == 50)
        #expect(home.contains("<a href=\"/labs/page/2/\">나머지 글 70편 보기"))
    }

    @Test func aShortChapterIsListedWholeAsBefore() throws {
        let renderer = try Self.renderer([("a/_index.md", "---\ntitle: 장\n---\n")] + (1...5).map { ("a/n\($0).md", "# 글 \($0)\n") })
        let html = renderer.notePage(2).text
        for number in 1...5 { #expect(html.contains("class=\"course-note-link\" href=\"/a/n\(number)/\"")) }
        #expect(!html.contains("course-notes-gap"))
        #expect(!html.contains("모두 보기"))
        let files = renderer.indexPages().map(\.path)
        #expect(files.contains("a/index.html"))
        #expect(!files.contains { $0.contains("/page/") })
    }
}
