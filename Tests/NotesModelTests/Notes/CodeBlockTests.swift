import Testing
@testable import NotesModel

@Suite struct CodeBlockTests {
    @Test func hiddenLinesAreDroppedFromThePageOnly() {
        let source = "// snippet.hide\nimport Combine\nlet setup = 1\n// snippet.show\nprint(setup)\n"
        let block = CodeBlock(info: SnippetInfo(parsing: "swift run"), source: source, location: SourceLocation(file: "content/a.md", line: 1), note: "a.md")
        #expect(block.displayedSource == "print(setup)\n")
        #expect(block.source == source)
    }

    @Test(arguments: [
        ("swift", SnippetInfo.Kind.shown),
        ("swift run", .run),
        ("swift check", .check),
        ("swift compile-fail", .compileFail),
        ("swift ignore", .ignore),
        ("output", .output),
        ("json", .shown),
    ])
    func infoStringKinds(_ info: String, _ kind: SnippetInfo.Kind) {
        #expect(SnippetInfo(parsing: info).kind == kind)
    }

    @Test func modifiers() {
        let info = SnippetInfo(parsing: "swift run continue compare=map title=Combine timeout=3")
        #expect(info.continues)
        #expect(info.compareID == "map")
        #expect(info.title == "Combine")
        #expect(info.timeoutSeconds == 3)
        #expect(info.unknownWords.isEmpty)
    }
}
