import Testing
@testable import NotesModel

@Suite struct ConceptLinkerTests {
    @Test(arguments: [
        ("클로저에서 unowned를 씁니다.", "unowned", "unowned"),
        ("weak으로 잡으세요.", "weak", "weak"),
        ("구독은 DisposeBag에 넣습니다.", "dispose-bag", "DisposeBag"),
        ("순환참조가 생깁니다.", "strong-reference-cycle", "순환참조"),
        ("순환 참조를 끊습니다.", "strong-reference-cycle", "순환 참조"),
    ])
    func koreanParticlesStickToTheWord(_ text: String, _ id: String, _ linked: String) {
        let result = ConceptTestSupport.link(text)
        #expect(result.html.contains("<a class=\"concept-link\" href=\"/concepts/\(id)/\" title=\"\(ConceptTestSupport.registry.concept(id)!.title)\">\(linked)</a>"))
        #expect(result.mentions.map(\.conceptID) == [id])
    }

    @Test func wordsThatOnlyStartLikeAConceptAreNotMentions() {
        let result = ConceptTestSupport.link("weakly와 unownedness, Weak, myweak는 다른 말입니다.")
        #expect(result.mentions.isEmpty)
        #expect(!result.html.contains("concept-link"))
    }

    @Test func onlyTheFirstMentionInEachSectionIsLinked() {
        let result = ConceptTestSupport.link("""
        ## 첫 절

        weak 하나, weak 둘.

        weak 셋.

        ## 둘째 절

        weak 넷.
        """)
        #expect(result.html.components(separatedBy: "class=\"concept-link\"").count - 1 == 2)
        #expect(result.mentions.count == 4)
        #expect(result.mentions.map(\.sectionID) == ["첫-절", "첫-절", "첫-절", "둘째-절"])
    }

    @Test func headingsLinksAndCodeBlocksAreLeftAlone() {
        let result = ConceptTestSupport.link("""
        ## weak 제목

        [weak 링크](https://example.com) 그리고 ![weak 그림](a.png)

        ```text
        weak 코드 블록
        ```
        """)
        #expect(!result.html.contains("concept-link"))
        #expect(result.mentions.isEmpty)
    }

    @Test func inlineCodeIsLinkedToConceptsAndRows() {
        let result = ConceptTestSupport.link("`[unowned self]` 대신 `BehaviorRelay`를 씁니다.")
        #expect(result.html.contains("<a class=\"concept-link\" href=\"/concepts/unowned/\" title=\"unowned 참조\"><code>[unowned self]</code></a>"))
        #expect(result.html.contains("<a class=\"counterpart-link\" href=\"/compare/rx/#behaviorrelay\" title=\"RxSwift: BehaviorRelay&lt;Element&gt; · Combine: CurrentValueSubject&lt;Output, Never&gt;\"><code>BehaviorRelay</code></a>"))
    }

    @Test func wikiLinksAndTheirErrors() {
        let result = ConceptTestSupport.link("[[unowned]]와 [[weak|약한 참조]], 그리고 [[nope]].\n")
        #expect(result.html.contains("<a class=\"concept-link\" href=\"/concepts/unowned/\" title=\"unowned 참조\">unowned 참조</a>"))
        #expect(result.html.contains("<a class=\"concept-link\" href=\"/concepts/weak/\" title=\"weak 참조\">약한 참조</a>"))
        #expect(result.html.contains("[[nope]]"))
        #expect(result.diagnostics.map(\.description) == [
            "content/notes/a.md:1: error: unknown concept 'nope' in [[nope]] (known: capture-list, dispose-bag, strong-reference-cycle, unowned, weak)",
        ])
    }

    @Test func swiftCodeIsScannedSyntactically() {
        let result = ConceptTestSupport.link("""
        ## 코드

        ```swift
        final class Screen {
            let bag = DisposeBag()
            weak var delegate: AnyObject?
            let title = BehaviorRelay<String>(value: "")
            func bind() {
                title.subscribe(onNext: { [unowned self] value in print(self, value) })
                    .disposed(by: bag)
                let handler = { [weak viewModel] in viewModel?.reload() }
                let weak = 1 // a variable named weak is not the keyword
            }
        }
        ```
        """)
        let ids = result.mentions.map { mention -> String in
            switch mention.target {
            case .concept(let id): "concept:\(id)"
            case .row(_, let row): "row:\(row)"
            }
        }
        #expect(ids == ["concept:dispose-bag", "concept:weak", "row:behaviorrelay", "row:sink", "concept:unowned", "concept:capture-list", "concept:weak", "concept:capture-list"])
        #expect(result.mentions.allSatisfy { $0.inCode && $0.sectionID == "코드" })
        #expect(result.mentions[4].line == 9, "the line in the Markdown file")
        #expect(result.mentions[0].excerpt == "let bag = DisposeBag()", "the code line, trimmed")
        #expect(result.mentions[4].excerpt.hasPrefix("title.subscribe(onNext: { [unowned self]"))
        #expect(result.html.contains("<a class=\"code-link concept-link\" href=\"/concepts/unowned/\" title=\"unowned 참조\"><span class=\"tok-keyword\">unowned</span></a>"))
        #expect(result.html.contains("<a class=\"code-link counterpart-link\" href=\"/compare/rx/#sink\""))
    }

    /// Linking parses each Swift block once and keeps its highlighted HTML for the page: the page
    /// shows what the render stage writes when it highlights the block itself.
    @Test func aLinkedSwiftBlockShowsWhatHighlightingAtRenderWouldShow() {
        let markdown = """
        ```swift
        let relay = BehaviorRelay<String>(value: "<b> & q")
        relay.subscribe(onNext: { [weak self] in self?.show($0) }).disposed(by: DisposeBag())
        ```

        > ```swift
        > weak var 값: AnyObject? // 주석
        > ```
        """
        let linked = ConceptTestSupport.link(markdown).html
        let note = NoteParser.parse(markdown, relativePath: "notes/a.md", displayPath: "content/notes/a.md").note
        var renderer = HTMLRenderer()
        renderer.mentionIndex = ConceptTestSupport.index
        #expect(linked == renderer.render(note.document))
        #expect(linked.contains("<a class=\"code-link concept-link\" href=\"/concepts/weak/\" title=\"weak 참조\"><span class=\"tok-keyword\">weak</span></a>"))
        #expect(linked.contains("&lt;b&gt; &amp; q"))
    }

    /// The code line an excerpt is cut from, found on the bytes.
    @Test func aLineOfCodeByItsNumber() {
        let code = "첫 줄\n  둘째 줄\r\n\n넷째"
        #expect(ConceptLinker.line(0, of: code) == "첫 줄")
        #expect(ConceptLinker.line(1, of: code) == "  둘째 줄\r")
        #expect(ConceptLinker.line(2, of: code) == "")
        #expect(ConceptLinker.line(3, of: code) == "넷째")
        #expect(ConceptLinker.line(4, of: code) == "")
        #expect(ConceptLinker.line(0, of: "") == "")
    }

    /// Mentions in code carry the line of the Markdown file, whatever ends its lines.
    @Test(arguments: ["\n", "\r\n"])
    func mentionsInCodeKeepTheirLines(_ lineEnd: String) {
        let markdown = ["# 제목", "", "```swift", "let a = 1", "", "let bag = DisposeBag()", "weak var b: AnyObject?", "```", ""]
            .joined(separator: lineEnd)
        let lines = ConceptTestSupport.link(markdown).mentions.map(\.line)
        #expect(lines == [6, 7])
    }

    /// A name the snippet gives its own things is not the API of the same name: `sink:` as a
    /// parameter or a one-word label, `&sink` as an inout argument, `sink` as a variable.
    @Test func ownNamesInCodeAreNotCounterparts() {
        let result = ConceptTestSupport.link("""
        ```swift
        func start(sink: inout [Int], relay: BehaviorRelay<Int>) {
            var sink = sink
            relay.accept(1)
            record(sink: &sink)
            print(sink.count)
            publisher.sink { print($0) }
            _ = sink(receiveValue: 1)
        }
        ```
        """)
        let rows = result.mentions.compactMap { mention -> String? in
            if case .row(_, let row) = mention.target { return "\(row):\(mention.line)" }
            return nil
        }
        #expect(rows == ["behaviorrelay:2", "sink:7", "sink:8"])
    }

    @Test func eachSectionKeepsOneExcerptPerConceptTheFirstMentions() {
        let result = ConceptTestSupport.link("""
        ## 첫 절

        처음에는 weak 하나.

        다음에는 weak 둘과 unowned.

        ## 둘째 절

        여기서 weak 셋.
        """)
        let weak = result.mentions.filter { $0.conceptID == "weak" }
        #expect(weak.map(\.excerpt) == ["처음에는 weak 하나.", "", "여기서 weak 셋."])
        #expect(result.mentions.first { $0.conceptID == "unowned" }?.excerpt == "다음에는 weak 둘과 unowned.")
    }

    @Test func aLongExcerptIsCutAroundTheMentionAndLinesAreJoined() {
        let before = String(repeating: "가", count: 200), after = String(repeating: "나", count: 200)
        let excerpt = ConceptLinker.shorten(before + "\n순환 참조\n" + after, around: "순환 참조")
        // 110 characters, the mention a third of the way in, "…" on both sides.
        #expect(excerpt == "…" + String(repeating: "가", count: 35) + " 순환 참조 " + String(repeating: "나", count: 68) + "…")
        #expect(ConceptLinker.shorten(before, around: "없음") == String(repeating: "가", count: 110) + "…")
        #expect(ConceptLinker.shorten(before + "끝", around: "끝") == "…" + String(repeating: "가", count: 109) + "끝")
        #expect(ConceptLinker.shorten("짧은\r\n글", around: "글") == "짧은 글")
    }
}
