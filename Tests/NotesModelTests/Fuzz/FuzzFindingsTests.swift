import Testing
@testable import NotesModel

/// Inputs the fuzzer (scripts/fuzz/run) found crashing, kept as regression tests.
@Suite struct FuzzFindingsTests {
    /// A word of a code block's info string that is only `=` (or starts with it) crashed the
    /// info-string parser with an index out of range.
    @Test(arguments: ["swift run =", "swift =", "swift run =x", "swift compare= title=", "swift ==="])
    func infoWordsMadeOfEqualsSigns(_ info: String) {
        let parsed = SnippetInfo(parsing: info)
        #expect(parsed.language == "swift")
        #expect(!parsed.unknownWords.isEmpty || parsed.compareID == "" || parsed.title == "")
    }

    @Test func theFoundNoteRendersWithAWarning() {
        let note = "---\ntitle: 찾은 입력\n---\n\n```swift run =\nprint(1)\n```\n"
        let output = StandaloneRenderer.render(note, displayPath: "content/found.md")
        #expect(output.html.contains("print"))
        #expect(output.diagnostics.contains { $0.message.contains("unknown word") })
    }

    /// Swift code with brackets nested 20 deep took swift-syntax's parser over 30 s (the time
    /// doubles with each level): such code is now shown as plain text, at once.
    @Test func deeplyNestedBracketsInSwiftCodeAreShownAsText() {
        let code = "prin" + String(repeating: "[", count: 200) + "t(\"값\", input)"
        let output = StandaloneRenderer.render("```swift run\n\(code)\n```\n", displayPath: "content/found.md")
        #expect(output.html.contains(String(repeating: "[", count: 200)))
        let syntax = SnippetSyntax(code)
        #expect(syntax.segments.map(\.text) == [code])
    }
}
