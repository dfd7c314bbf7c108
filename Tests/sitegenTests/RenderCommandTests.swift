import Foundation
import Testing

@Suite struct RenderCommandTests {
    @Test func printsTheBodyHTMLOnly() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("note.md", "---\ntitle: 제목\n---\n## 메모리 관리\n\n**굵게** [다음](next.md)\n")
        let result = try site.run("render", "note.md")
        #expect(result.status == 0)
        #expect(result.stdout == """
        <h2 id="메모리-관리">메모리 관리 <a class="heading-anchor" href="#메모리-관리" aria-label="이 제목으로 바로가기">#</a></h2>
        <p><strong>굵게</strong> <a href="../next/">다음</a></p>

        """)
    }

    @Test func missingFileIsWrongUsage() throws {
        let site = try Workspace()
        defer { site.remove() }
        let result = try site.run("render", "nope.md")
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read 'nope.md'"))
    }
}
