import Foundation
import Testing
@testable import NotesModel

/// The print page (`/print/`): the whole course in reading order, one document with unique ids,
/// kept up to date by an incremental build, and left out of the sitemap and the search index.
@Suite struct PrintPageTests {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A course on disk: a home page, two chapters of notes linking to each other, a concept.
    struct Course {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-print-\(UUID().uuidString)")
        var content: URL { root.appendingPathComponent("content") }
        var options: BuildOptions {
            var options = BuildOptions(content: content, templates: nil, defaultTemplates: PrintPageTests.checkout.appendingPathComponent("templates"), output: root.appendingPathComponent("_site"))
            options.baseURL = "https://example.org/course/"
            return options
        }

        func write(_ path: String, _ text: String) throws {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        /// A course with no files yet.
        init(empty: ()) throws {}

        init() throws {
            try write("index.md", "---\ntitle: 인쇄 강의\n---\n\n처음 읽는 글.\n")
            try write("01-first/_index.md", "---\ntitle: 첫째 장\ndescription: 장 설명\n---\n\n## 개요\n\n첫째 장 소개.\n")
            try write("01-first/a.md", "---\ntitle: 가 글\n---\n\n## 메모리 관리\n\n[나 글의 정리](../02-second/b.md#정리)와 [위](#메모리-관리), [약한 참조](/concepts/weak/).\n\n## 정리\n\n가의 정리.\n")
            try write("02-second/_index.md", "---\ntitle: 둘째 장\n---\n\n둘째 장 소개.\n")
            try write("02-second/b.md", "---\ntitle: 나 글\n---\n\n## 정리\n\n나의 정리.[^1]\n\n[^1]: 각주.\n")
            try write("concepts/weak.md", "---\nid: weak\ntitle: 약한 참조\naliases: [weak]\n---\n\n## 정리\n\n`weak`는 참조 개수를 올리지 않습니다.\n")
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static func printPage(_ build: SiteBuild) throws -> String {
        let file = try #require(build.files.first { $0.path == "print/index.html" })
        return String(decoding: file.data, as: UTF8.self)
    }

    /// Every `id="…"` of a page.
    static func ids(_ html: String) -> [String] {
        html.matches(of: #/ id="([^"]*)"/#).map { String($0.output.1) }
    }

    @Test func holdsTheCourseInReadingOrderWithUniqueIds() async throws {
        let course = try Course()
        defer { course.remove() }
        let build = try await SitePipeline(options: course.options).build()
        #expect(build.diagnostics.filter { $0.severity == .error }.isEmpty)
        let html = try Self.printPage(build)
        let order = ["처음 읽는 글", "첫째 장 소개", "가의 정리", "둘째 장 소개", "나의 정리", "참조 개수를 올리지"].map { html.range(of: $0)?.lowerBound }
        #expect(!order.contains(nil))
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        let ids = Self.ids(html)
        #expect(Set(ids).count == ids.count, "repeated ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $1.count > 1 }.keys.sorted())")
        // Both `정리` headings keep their Hangul id after their page's URL.
        #expect(ids.contains("/01-first/a/정리") && ids.contains("/02-second/b/정리") && ids.contains("/concepts/weak/정리"))
        #expect(ids.contains("/01-first/a/") && ids.contains("/01-first/") && ids.contains("/02-second/b/fn1"))
        // Links to pages in the print page stay inside it, under the site's path for the rest.
        #expect(html.contains(##"href="#/02-second/b/정리""##))
        #expect(html.contains(##"href="#/01-first/a/메모리-관리""##))
        #expect(html.contains(##"href="#/concepts/weak/""##))
        #expect(html.contains(###"<meta name="robots" content="noindex">"###))
        // Where each note is on the web, as the site names its base URL.
        #expect(html.contains(###"웹 주소: <a href="https://example.org/course/01-first/a/">"###))
        #expect(html.contains(#"href="/course/assets/print.css""#))
    }

    @Test func isInNeitherTheSitemapNorTheSearchIndex() async throws {
        let course = try Course()
        defer { course.remove() }
        let build = try await SitePipeline(options: course.options).build()
        let sitemap = try #require(build.files.first { $0.path == "sitemap.xml" })
        #expect(!String(decoding: sitemap.data, as: UTF8.self).contains("/print/"))
        let search = SearchStage.files(in: build.files)
        #expect(!search.isEmpty)
        #expect(!search.contains { String(decoding: $0.data, as: UTF8.self).contains("/print/") })
        // Every page links to it from the header.
        let note = try #require(build.files.first { $0.path == "01-first/a/index.html" })
        #expect(String(decoding: note.data, as: UTF8.self).contains(##"href="/course/print/" title="강의 전체를 한 페이지로 (인쇄·PDF 저장용)">인쇄용</a>"##))
    }

    @Test func aSavedNoteShowsInThePrintPageAsInAFullBuild() async throws {
        let course = try Course()
        defer { course.remove() }
        let pipeline = SitePipeline(options: course.options)
        _ = try await pipeline.build()
        let path = SourceChanges.resolved(course.content.appendingPathComponent("02-second/b.md"))
        try course.write("02-second/b.md", "---\ntitle: 나 글\n---\n\n## 정리\n\n고쳐 쓴 정리.\n")
        let incremental = try await pipeline.build(SourceChanges(paths: [path]))
        #expect(incremental.summary.hasPrefix("1 page"))
        let html = try Self.printPage(incremental)
        #expect(html.contains("고쳐 쓴 정리") && !html.contains("나의 정리"))
        let full = try await SitePipeline(options: course.options).build()
        #expect(try Self.printPage(full) == html)
    }

    @Test func aNoteCannotTakeItsURL() {
        let (_, diagnostics) = makeCourse([("print.md", "---\ntitle: 인쇄\n---\n\n본문.\n")])
        #expect(diagnostics.map(\.description) == ["content/print.md: error: the page /print/ is inside /print/, which sitegen generates itself"])
    }
}
