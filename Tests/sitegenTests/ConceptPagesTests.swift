import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Concept and comparison pages end to end: a note that says `[unowned self]`, `DisposeBag` or
/// `BehaviorRelay` shows up, deep-linked, where it should — with no change to the note.
@Suite struct ConceptPagesTests {
    func build() throws -> Workspace {
        let site = try Workspace(fixture: "concepts")
        let result = try site.run("build", "--quiet", "--no-verify", "--base-url", "https://course.example/")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        return site
    }

    @Test func conceptPagesListEveryNoteThatMentionsThem() throws {
        let site = try build()
        defer { site.remove() }
        let unowned = try site.read("_site/concepts/unowned/index.html")
        #expect(unowned.contains("<a href=\"/notes/rx-screen/#메모리\">메모리</a>"))
        #expect(unowned.contains("<a href=\"/notes/rx-screen/#코드\">코드</a>"))
        #expect(unowned.contains("<a href=\"/notes/rx-screen/\">화면과 구독</a> <span class=\"backlink-count\">4번</span>"))
        #expect(unowned.contains("노트 2개 · 5번"))
        let disposeBag = try site.read("_site/concepts/dispose-bag/index.html")
        #expect(disposeBag.contains("<a href=\"/notes/rx-screen/#메모리\">메모리</a>"))
        // Code counts: DisposeBag() in the Swift block is under 코드.
        #expect(disposeBag.contains("<a href=\"/notes/rx-screen/#코드\">코드</a> <span class=\"badge badge-code\">코드</span>"))
    }

    @Test func comparisonRowsLinkToTheNotesUsingTheirTerms() throws {
        let site = try build()
        defer { site.remove() }
        let table = try site.read("_site/compare/rxswift-combine/index.html")
        #expect(table.contains("<tr id=\"behaviorrelay\">"))
        // Long signatures may wrap at punctuation, never inside a name.
        #expect(table.contains("<td data-column=\"RxSwift\"><code>BehaviorRelay&lt;<wbr>Element&gt;</code></td>"))
        #expect(table.contains("나오는 곳: <a href=\"/notes/rx-screen/\">화면과 구독</a>"))
        let note = try site.read("_site/notes/rx-screen/index.html")
        #expect(note.contains("href=\"/compare/rxswift-combine/#behaviorrelay\""))
        #expect(note.contains("title=\"RxSwift: BehaviorRelay&lt;Element&gt; · Combine: CurrentValueSubject&lt;Output, Never&gt; · Swift Concurrency: 없음\""))
    }

    @Test func theConceptMapIsValidSVG() throws {
        let site = try build()
        defer { site.remove() }
        let svg = try site.read("_site/concepts/map.svg")
        let document = try XMLDocument(xmlString: svg)
        #expect(document.rootElement()?.name == "svg")
        #expect(try document.nodes(forXPath: "//*[local-name()='a']").count == 6, "one note and five concepts")
        let index = try site.read("_site/concepts/index.html")
        #expect(index.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"concept-map\""))
        let page = try site.read("_site/concepts/weak/index.html")
        #expect(page.contains("class=\"concept-map concept-map-small\""))
        #expect(page.contains("<rect class=\"map-concept is-active\""))
    }

    @Test func unknownWikiLinksFailTheBuild() throws {
        let site = try Workspace(fixture: "concepts")
        defer { site.remove() }
        try site.write("content/notes/bad-wiki.md", "---\ntitle: 잘못\n---\n\n본문 [[nonexistent]] 입니다.\n")
        let result = try site.run("build", "--quiet", "--no-verify")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("content/notes/bad-wiki.md:5: error: unknown concept 'nonexistent' in [[nonexistent]] (known: capture-list, dispose-bag, strong-reference-cycle, unowned, weak)\n"))
    }

    @Test func pairedSnippetsRenderAsOneGroup() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/pair.md", "```swift ignore compare=map title=RxSwift\nObservable.of(1).map { $0 }\n```\n\n```swift run compare=map title=Combine\nprint(1)\n```\n\n```output\n1\n```\n")
        #expect(try site.run("build", "--quiet", "--no-verify").status == 0)
        let page = try site.read("_site/pair/index.html")
        #expect(page.contains("<div class=\"compare-group\" id=\"proof-map\" data-compare=\"map\">"))
        #expect(page.contains("<button type=\"button\" role=\"tab\" class=\"compare-tab\" id=\"compare-1-0\" aria-controls=\"compare-1-0-panel\" aria-selected=\"true\" data-title=\"RxSwift\">RxSwift</button>"))
        #expect(page.contains("<div class=\"compare-panel\" role=\"tabpanel\" id=\"compare-1-1-panel\" aria-labelledby=\"compare-1-1\" data-title=\"Combine\">"))
        #expect(page.contains(">실행 안 함</span>"))
    }

    @Test func pairedRunSnippetsMustPrintTheSame() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/pair.md", "```swift run compare=sum title=A\nprint(6)\n```\n\n```swift run compare=sum title=B\nprint(7)\n```\n")
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("""
        content/pair.md:5: error: [swift run] B prints something else than A (content/pair.md:1) in compare group 'sum':
          - 6
          + 7
          (- A, + B)

        """))
        #expect(result.stdout == "1 passed, 1 failed, 0 skipped\n")
    }
}
