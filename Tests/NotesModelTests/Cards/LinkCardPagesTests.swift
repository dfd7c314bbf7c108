import Foundation
import Testing
@testable import NotesModel

/// Every page names its card with Open Graph and Twitter tags, and the card is in the site.
@Suite struct LinkCardPagesTests {
    /// `property`/`name` → `content` of a page's `<meta>` tags.
    static func metaTags(_ html: String) -> [String: String] {
        var tags: [String: String] = [:]
        for match in html.matches(of: #/<meta (?:property|name)="([^"]+)" content="([^"]*)">/#) {
            tags[String(match.output.1)] = String(match.output.2)
        }
        return tags
    }

    @Test func everyNotePageNamesItsDrawnCard() async throws {
        let course = try PrintPageTests.Course()
        defer { course.remove() }
        let build = try await SitePipeline(options: course.options).build()
        #expect(!build.diagnostics.hasErrors)
        let files = Dictionary(build.files.map { ($0.path, $0.data) }, uniquingKeysWith: { $1 })
        for (path, title) in [("01-first/a/index.html", "가 글"), ("02-second/b/index.html", "나 글")] {
            let tags = Self.metaTags(String(decoding: try #require(files[path]), as: UTF8.self))
            let url = "https://example.org/course/" + path.dropLast("index.html".count)
            #expect(tags["og:title"] == title)
            #expect(tags["og:url"] == url)
            #expect(tags["og:locale"] == "ko_KR")
            #expect(tags["og:site_name"] == "인쇄 강의")
            #expect(tags["og:type"] == "article")
            #expect(tags["twitter:card"] == "summary_large_image")
            #expect(tags["og:image"] == url + "card.png")
            #expect(tags["twitter:image"] == url + "card.png")
            let png = try #require(files[String(path.dropLast("index.html".count)) + "card.png"])
            let image = try #require(CardPNG.decode(png))
            #expect(image.width == 1200 && image.height == 630)
            #expect(Set(stride(from: 0, to: image.rgb.count, by: 3 * 97).map { image.rgb[$0] }).count > 2, "a card with more than its background")
        }
        // The pages that are not notes show the site's card.
        let home = Self.metaTags(String(decoding: try #require(files["index.html"]), as: UTF8.self))
        #expect(home["og:image"] == "https://example.org/course/card.png")
        let homeCard = try #require(files["card.png"])
        #expect(CardPNG.decode(homeCard)?.width == 1200)
    }

    @Test func aNoteNamingItsOwnPictureShowsIt() async throws {
        let course = try PrintPageTests.Course()
        defer { course.remove() }
        try course.write("01-first/me.png", "not really a png, but a file of the content")
        try course.write("01-first/a.md", "---\ntitle: 가 글\ncard: me.png\n---\n\n본문.\n")
        try course.write("02-second/b.md", "---\ntitle: 나 글\ncard: ../nowhere.png\n---\n\n본문.\n")
        let pipeline = SitePipeline(options: course.options)
        let build = try await pipeline.build()
        let files = Dictionary(build.files.map { ($0.path, $0.data) }, uniquingKeysWith: { $1 })
        let tags = Self.metaTags(String(decoding: try #require(files["01-first/a/index.html"]), as: UTF8.self))
        #expect(tags["og:image"] == "https://example.org/course/01-first/me.png")
        #expect(tags["og:image:width"] == nil)
        #expect(files["01-first/a/card.png"] == nil)
        // A picture that is not there: a located warning, and the drawn card.
        #expect(build.diagnostics.map(\.description).contains { $0.hasSuffix("02-second/b.md:1:1: warning: 'card: ../nowhere.png' names no file of the content folder (a path from this note's folder, or from the content folder with a leading '/'); the drawn link card is used") })
        #expect(files["02-second/b/card.png"] != nil)
    }
}
