import Testing
@testable import NotesModel

/// A block's language mode: its own modifier, else its note's front matter, else the course's
/// (`content/index.md`), else Swift 5.
@Suite struct SwiftLanguageModeTests {
    func note(_ markdown: String) -> Note {
        NoteParser.parse(markdown, relativePath: "a.md", displayPath: "content/a.md").note
    }

    @Test func swift5WhenNobodySays() {
        let page = note("```swift run\nprint(1)\n```\n")
        #expect(SwiftLanguageMode.of(page.codeBlocks[0], in: page.frontMatter, course: nil) == .swift5)
    }

    @Test func theCourseSetsTheDefaultTheNoteOverridesItAndTheBlockOverridesBoth() {
        var course = FrontMatter()
        course.swift = .swift6
        let plain = note("```swift run\nprint(1)\n```\n")
        #expect(SwiftLanguageMode.of(plain.codeBlocks[0], in: plain.frontMatter, course: course) == .swift6)
        let five = note("---\nswift: 5\n---\n```swift run\nprint(1)\n```\n\n```swift check swift6\nlet a = 1\n```\n")
        #expect(five.frontMatter.swift == .swift5)
        #expect(SwiftLanguageMode.of(five.codeBlocks[0], in: five.frontMatter, course: course) == .swift5)
        #expect(SwiftLanguageMode.of(five.codeBlocks[1], in: five.frontMatter, course: course) == .swift6)
    }

    @Test func frontMatterTakesOnly5Or6() {
        let good = FrontMatterParser.parse("---\nswift: 6\n---\n", file: "content/a.md")
        #expect(good.diagnostics.isEmpty)
        #expect(good.frontMatter.swift == .swift6)
        let bad = FrontMatterParser.parse("---\nswift: 7\n---\n", file: "content/a.md")
        #expect(bad.diagnostics.map(\.description) == ["content/a.md:2:8: error: 'swift' must be the language mode of the note's snippets, 5 or 6, not '7'"])
    }

    @Test func modifiersAreReadAndMisspellingsAdvised() {
        let info = SnippetInfo(parsing: "swift compile-fail swift6 warnings")
        #expect(info.kind == .compileFail)
        #expect(info.languageMode == .swift6)
        #expect(info.warnings)
        #expect(info.advice.isEmpty)
        #expect(SnippetInfo(parsing: "swift run swift5").languageMode == .swift5)
        #expect(SnippetInfo(parsing: "swift run swift5 swift6").problems == ["swift5 and swift6 both: a block is compiled in one language mode"])
        #expect(SnippetInfo(parsing: "swift run swfit6").advice == ["unknown word 'swfit6' in code block info string, so it is ignored; did you mean 'swift6'?"])
        #expect(SnippetInfo(parsing: "swift run warning").advice == ["unknown word 'warning' in code block info string, so it is ignored; did you mean 'warnings'?"])
    }

    @Test func anErrorsBlockIsItsOwnKindAndAMisspeltOneIsAdvised() {
        #expect(SnippetInfo(parsing: "errors").kind == .errors)
        #expect(SnippetInfo(parsing: "error").advice == ["unknown language 'error' in code block info string, so it is not taken as the diagnostics of the block before it; did you mean 'errors'?"])
    }

    @Test func anErrorsBlockBelongsToTheBlockBeforeItOrBeforeItsOutput() {
        let direct = note("```swift compile-fail\nlet a: Int = \"\"\n```\n\n```errors\n1: error: x\n```\n")
        #expect(direct.codeBlocks[0].expectedDiagnostics == "1: error: x\n")
        #expect(direct.codeBlocks[0].expectedDiagnosticsLine == 5)
        let afterOutput = note("```swift run warnings\nprint(1)\n```\n```output\n1\n```\n```errors\nwarning: y\n```\n")
        #expect(afterOutput.codeBlocks[0].expectedOutput == "1\n")
        #expect(afterOutput.codeBlocks[0].expectedDiagnostics == "warning: y\n")
        #expect(afterOutput.codeBlocks[1].expectedDiagnostics == nil)
        let apart = note("```swift compile-fail\nx\n```\n\n문단\n\n```errors\nerror: x\n```\n")
        #expect(apart.codeBlocks[0].expectedDiagnostics == nil)
    }

    @Test func anExpectedDiagnosticLineIsReadWithOrWithoutItsPlace() {
        #expect(ExpectedDiagnostic(parsing: "3: error: cannot find 'x' in scope") == ExpectedDiagnostic(line: 3, column: nil, severity: .error, message: "cannot find 'x' in scope"))
        #expect(ExpectedDiagnostic(parsing: "3:7: warning: [..] 'self'")?.column == 7)
        #expect(ExpectedDiagnostic(parsing: "error: x")?.line == nil)
        #expect(ExpectedDiagnostic(parsing: "...") == nil)
    }

    @Test func aHiddenLineIsNotShownAndTheLinesAfterItMoveUp() {
        let source = "// snippet.hide\nimport Foundation\n// snippet.show\nlet a = 1\nlet b = 2\n"
        #expect(CodeBlock.displayedLine(2, in: source) == nil)
        #expect(CodeBlock.displayedLine(4, in: source) == 1)
        #expect(CodeBlock.displayedLine(5, in: source) == 2)
        #expect(CodeBlock.displayedLine(3, in: "a\nb\nc\n") == 3)
    }
}
