import Foundation
import Testing

/// The course in `content/` is the product's showcase: it must build cleanly.
@Suite struct BundledCourseTests {
    @Test func buildsWithZeroWarnings() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-course-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try SitegenBinary.run(["build", "--quiet", "--output", output.path, "--cache-dir", TestCache.folder.path, "--base-url", "https://course.example/"], in: SitegenBinary.checkout)
        #expect(result.status == 0)
        #expect(result.stderr == "", "\(result.stderr)")
        let pages = FileManager.default.enumerator(atPath: output.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix("index.html") }
        #expect(pages.count >= 12)
    }
}

/// Issue 4's promise on the real course: a new Korean note that uses `[unowned self]`,
/// `DisposeBag` and `BehaviorRelay` shows up, deep-linked, on the right pages, with no markup.
@Suite struct DroppedNoteTests {
    @Test func aNewNoteAppearsOnConceptAndComparisonPages() throws {
        let site = try Workspace()
        defer { site.remove() }
        try FileManager.default.copyItem(at: SitegenBinary.checkout.appendingPathComponent("content"), to: site.folder.appendingPathComponent("content"))
        try site.write("content/04-rxswift/dropped.md", """
        ---
        title: 새로 넣은 노트
        ---

        ## 구독 정리

        화면을 닫으면 DisposeBag이 구독을 함께 해제합니다.

        ```swift ignore
        import RxSwift
        import RxRelay

        final class ProfileViewModel {
            private let disposeBag = DisposeBag()
            let name = BehaviorRelay<String>(value: "")

            func bind() {
                name.subscribe(onNext: { [unowned self] value in
                    print(self, value)
                }).disposed(by: disposeBag)
            }
        }
        ```

        RxSwift 코드라서 리눅스에서는 실행하지 않습니다.
        """)
        let result = try site.run("build", "--quiet", "--no-verify")
        #expect(result.status == 0, "\(result.stderr)")
        let deepLink = "<a href=\"/04-rxswift/dropped/#구독-정리\">구독 정리</a>"
        #expect(try site.read("_site/concepts/unowned/index.html").contains(deepLink))
        #expect(try site.read("_site/concepts/dispose-bag/index.html").contains(deepLink))
        #expect(try site.read("_site/concepts/capture-list/index.html").contains(deepLink))
        let table = try site.read("_site/compare/rxswift-combine/index.html")
        // A row lists five notes; a row in more links its own pages, which list them all.
        for row in ["dispose-bag", "behavior-relay"] {
            let start = try #require(table.range(of: "<tr id=\"\(row)\">"))
            let rest = table[start.lowerBound...]
            var listed = String(rest[..<(try #require(rest.range(of: "</tr>")).lowerBound)])
            if listed.contains("href=\"/compare/rxswift-combine/\(row)/\"") {
                listed = try site.read("_site/compare/rxswift-combine/\(row)/index.html")
            }
            #expect(listed.contains("<a href=\"/04-rxswift/dropped/\">새로 넣은 노트</a>"), "row \(row)")
        }
        let page = try site.read("_site/04-rxswift/dropped/index.html")
        #expect(page.contains("<a class=\"concept-link\" href=\"/concepts/dispose-bag/\""))
        #expect(page.contains("<a class=\"code-link concept-link\" href=\"/concepts/unowned/\""))
    }
}
