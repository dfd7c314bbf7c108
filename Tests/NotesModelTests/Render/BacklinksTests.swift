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

    /// A section is one section however its mentions come: back after another section, or made
    /// apart with the same id (a Hangul one), or before the first heading.
    @Test func aSectionCountsOnceWhereverItsMentionsAre() {
        let note = NoteParser.parse("# 노트\n", relativePath: "a.md", displayPath: "content/a.md").note
        let page = CoursePage(note: note, url: "/a/")
        func mention(_ id: String?) -> Mention {
            Mention(target: .concept("weak"), note: "a.md", sectionID: id, sectionTitle: id, excerpt: "…", line: 1, inCode: false)
        }
        let mentions = [mention("순환-참조"), mention("약한-참조"), mention("순환-참조"), mention(nil), mention("약한-참조"), mention(nil)]
        let context = Backlinks.context(Backlinks.Entry(page: page, mentions: mentions))
        let sections = context["sections"] as! [[String: Any]]
        #expect(sections.map { $0["url"] as! String } == ["/a/#순환-참조", "/a/#약한-참조", "/a/"])
        #expect(context["moreSections"] == nil)
        #expect(context["count"] as? Int == 6)
    }
}
