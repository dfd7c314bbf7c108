import Testing
@testable import NotesModel

/// A note as a concept's page lists it: its first three sections, the others counted.
@Suite struct BacklinksTests {
    @Test func aNoteShowsItsFirstThreeSectionsAndCountsTheRest() {
        let note = NoteParser.parse("# 노트\n", relativePath: "a.md", displayPath: "content/a.md").note
        let page = CoursePage(note: note, url: "/a/")
        let mentions = (1...5).flatMap { section in
            // Two mentions in each section: one section listed once.
            Array(repeating: Mention(target: .concept("weak"), note: "a.md", sectionID: "s\(section)", sectionTitle: "절 \(section)", excerpt: "발췌 \(section)", line: section, inCode: false), count: 2)
        }
        let context = Backlinks.context(Backlinks.Entry(page: page, mentions: mentions))
        let sections = context["sections"] as! [[String: Any]]
        #expect(sections.map { $0["url"] as! String } == ["/a/#s1", "/a/#s2", "/a/#s3"])
        #expect(context["moreSections"] as? Int == 2)
        #expect(context["count"] as? Int == 10)
        let few = Backlinks.context(Backlinks.Entry(page: page, mentions: Array(mentions.prefix(6))))
        #expect(few["moreSections"] == nil)
    }
}
