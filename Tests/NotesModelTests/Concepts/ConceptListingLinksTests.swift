import Foundation
import Testing
@testable import NotesModel

/// A concept mentioned in more notes than a page lists has later pages (`MentionListings`); a
/// note may link to them like to any page, and a link past the last is broken.
@Suite struct ConceptListingLinksTests {
    @Test func aConceptsSecondPageIsAPageButNotItsThird() async throws {
        let course = try PrintPageTests.Course(empty: ())
        defer { course.remove() }
        try course.write("concepts/weak.md", "---\nid: weak\ntitle: 약한 참조\naliases: [weak]\n---\n\n참조 개수를 올리지 않습니다.\n")
        for number in 1...51 {
            try course.write("a/n\(number).md", "---\ntitle: 글 \(number)\n---\n\nweak를 씁니다.\n")
        }
        try course.write("b/links.md", "---\ntitle: 링크\n---\n\n[둘째 쪽](/concepts/weak/page/2/) [셋째 쪽](/concepts/weak/page/3/)\n")
        let build = try await SitePipeline(options: course.options).build()
        // Only the third page is missing (the error keeps the site from being rendered).
        #expect(build.diagnostics.map(\.message) == ["the link '/concepts/weak/page/3/' points to /concepts/weak/page/3/, which the site does not have"])
        #expect(build.diagnostics.map(\.location.column) == [32])
    }
}
