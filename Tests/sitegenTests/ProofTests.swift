import Foundation
import Testing

/// Paired snippets prove each other across RxSwift, Combine and Swift concurrency, and the
/// comparison table marks the rows their groups prove.
@Suite struct ProofTests {
    @Test func threeImplementationsProveTheirRow() throws {
        let site = try Workspace(fixture: "proofs")
        defer { site.remove() }
        let result = try site.run("build", "--quiet", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let note = try site.read("_site/notes/three/index.html")
        #expect(note.contains("<div class=\"compare-group\" id=\"proof-map\" data-compare=\"map\">\n<p class=\"compare-proof compare-proof-ok\" title=\"sitegen verify가 실행해 보니 RxSwift, Combine, async 구현의 출력이 모두 같았습니다\"><span aria-hidden=\"true\">✓</span> 세 구현 모두 같은 출력</p>"))
        #expect(note.contains("<span aria-hidden=\"true\">✓</span> RxSwift·Combine 같은 출력 (UIKit 실행 안 함)</p>"))

        let table = try site.read("_site/compare/rxswift-combine/index.html")
        #expect(table.contains("3개 항목 중 2개는"))
        #expect(table.contains("<tr id=\"map\" class=\"is-proven\">"))
        #expect(table.contains("<span class=\"proof-mark\">✓ 실행으로 증명됨</span> 세 구현 모두 같은 출력 — <a href=\"/notes/three/#proof-map\">세 가지로 쓰기의 예제</a>"))
        // `proof:` names a group whose id is not the row's.
        #expect(table.contains("<tr id=\"scan-row\" class=\"is-proven\">"))
        #expect(table.contains("<a href=\"/notes/three/#proof-running-total\">"))
        // A row without a group stays unmarked.
        #expect(table.contains("<tr id=\"filter\">"))
    }

    @Test func theMemberThatDiffersIsNamed() throws {
        let site = try Workspace(fixture: "proofs")
        defer { site.remove() }
        let note = try site.read("content/notes/three.md")
        // The async member now prints 11, 21, 31: two members agree, the third is named.
        let changed = note
            .replacingOccurrences(of: "numbers.map({ $0 * 10 })", with: "numbers.map({ $0 * 10 + 1 })")
            .replacingOccurrences(of: "```output\n10\n20\n30\n끝\n```\n\n## 누적", with: "```output\n11\n21\n31\n끝\n```\n\n## 누적")
        try site.write("content/notes/three.md", changed)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("""
        content/notes/three.md:39: error: [swift run] async prints something else than RxSwift (content/notes/three.md:9) in compare group 'map':
          - 10
          - 20
          - 30
          + 11
          + 21
          + 31
            끝
          (- RxSwift, + async)

        """), "\(result.stderr)")
        #expect(!result.stderr.contains("content/notes/three.md:24: error"), "the Combine member agrees with RxSwift")

        let build = try site.run("build", "--quiet", "--cache-dir", TestCache.folder.path)
        #expect(build.status == 1)
    }
}
