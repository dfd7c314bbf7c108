import Testing
@testable import NotesModel

@Suite struct NoteParserTests {
    @Test func titleComesFromFrontMatterThenHeadingThenFileName() {
        #expect(NoteParser.parse("---\ntitle: 앞\n---\n# 제목\n", relativePath: "a/b.md", displayPath: "b.md").note.title == "앞")
        #expect(NoteParser.parse("# 제목 *강조*\n", relativePath: "a/b.md", displayPath: "b.md").note.title == "제목 강조")
        #expect(NoteParser.parse("본문만\n", relativePath: "a/weak-unowned.md", displayPath: "b.md").note.title == "weak-unowned")
    }

    @Test func headingIDsFollowGitHubAndCustomIDsOverride() {
        let text = "## 메모리 관리\n\n## 메모리 관리\n\n### 직접 {#custom-id}\n\n> ## 인용 안 제목\n"
        let note = NoteParser.parse(text, relativePath: "a.md", displayPath: "a.md").note
        #expect(note.headings.map(\.id) == ["메모리-관리", "메모리-관리-1", "custom-id", "인용-안-제목"])
        #expect(note.headings[2].text == "직접")
        let html = StandaloneRenderer.render(text, displayPath: "a.md").html
        #expect(html.contains("<h3 id=\"custom-id\">직접 <a class=\"heading-anchor\" href=\"#custom-id\""))
        #expect(!html.contains("{#"))
    }

    @Test func linkPositionsAreFileLinesAndCharacterColumns() {
        let text = "---\ntitle: t\n---\n\n한글 [링크](x.md) 뒤\n"
        let note = NoteParser.parse(text, relativePath: "a.md", displayPath: "a.md").note
        #expect(note.links == [Link(destination: "x.md", isImage: false, line: 5, column: 4)])
    }

    @Test func codeBlocksKeepSnippetInfoAndLine() {
        let text = "글\n\n```swift run should-crash title=\"두 단어\"\nlet x = 1\n```\n\n```output\n1\n```\n"
        let blocks = NoteParser.parse(text, relativePath: "a.md", displayPath: "a.md").note.codeBlocks
        #expect(blocks.count == 2)
        #expect(blocks[0].info.kind == .run)
        #expect(blocks[0].info.shouldCrash)
        #expect(blocks[0].info.title == "두 단어")
        #expect(blocks[0].line == 3)
        #expect(blocks[1].info.kind == .output)
    }

    @Test func unknownInfoWordsAreWarnings() {
        let result = NoteParser.parse("```swift run shuold-crash\nx\n```\n", relativePath: "a.md", displayPath: "content/a.md")
        #expect(result.diagnostics.map(\.description) == ["content/a.md:1:1: warning: unknown word 'shuold-crash' in code block info string, so it is ignored; did you mean 'should-crash'?"])
    }

    @Test func readingTimeUsesKoreanSpeed() {
        let text = String(repeating: "가나다라마바사아자차 ", count: 150)  // 1,500 characters
        #expect(NoteParser.parse(text, relativePath: "a.md", displayPath: "a.md").note.readingMinutes == 3)
        #expect(NoteParser.parse("짧다", relativePath: "a.md", displayPath: "a.md").note.readingMinutes == 1)
    }

    /// Counted from the bytes as from the scalars: every kind of white space, Hangul, Latin,
    /// combining marks, emoji.
    @Test func readableCountFromBytesIsTheScalarCount() {
        let pieces: [Unicode.Scalar] = ["\t", "\n", "\u{0B}", "\u{0C}", "\r", " ", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2005}", "\u{200A}", "\u{200B}",
                                         "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{2060}", "\u{3000}", "\u{3001}", "\u{1681}", "\u{C2}", "가", "힣", "a", "Z", "0", "é", "\u{301}", "😀", "\u{10FFFF}", "\u{E000}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) { text.unicodeScalars.append(pieces.randomElement(using: &generator)!) }
            let scalars = text.unicodeScalars.filter { !$0.properties.isWhitespace || $0 == "\u{200B}" || $0 == "\u{2060}" }.count
            #expect(ContentCollector.readableCount(text) == scalars, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
