import Testing
@testable import NotesModel

/// A heading's anchor id is stored on its block when the parser collects headings: whoever draws
/// or indexes the heading reads it there, and gets the id `Note.headings` lists.
@Suite struct HeadingBlockIDTests {
    static let markdown = "## 메모리 관리\n\n본문.\n\n> ## 메모리 관리\n\n### 직접 {#custom-id}\n\n끝.\n"

    @Test func theBlocksCarryTheIdsTheNoteLists() {
        let note = NoteParser.parse(Self.markdown, relativePath: "a.md", displayPath: "content/a.md").note
        var ids: [String] = []
        func collect(_ blocks: [Block]) {
            for block in blocks {
                switch block.kind {
                case .heading(_, _, let id): ids.append(id)
                case .blockQuote(let children): collect(children)
                default: break
                }
            }
        }
        collect(note.document.blocks)
        #expect(ids == ["메모리-관리", "메모리-관리-1", "custom-id"])
        #expect(ids == note.headings.map(\.id))
    }

    @Test func theRenderedAnchorsUseThem() {
        let html = StandaloneRenderer.render(Self.markdown, displayPath: "content/a.md").html
        #expect(html.contains("<h2 id=\"메모리-관리\">"))
        #expect(html.contains("<blockquote>\n<h2 id=\"메모리-관리-1\">"))
        #expect(html.contains("<h3 id=\"custom-id\">직접 <a class=\"heading-anchor\" href=\"#custom-id\""))
    }

    @Test func markdownThatIsNoNoteHasNoAnchors() {
        let html = HTMLRenderer().render(MarkdownParser.parse("## 제목\n"))
        #expect(html == "<h2>제목</h2>\n")
    }
}
