import Foundation
import Testing
@testable import NotesModel

/// `/concepts/<id>/preview.json`: what a concept link's card shows.
@Suite struct ConceptPreviewTests {
    static let concept = Concept(id: "weak", title: "weak 참조", description: "해제되면 nil이 되는 참조입니다.", aliases: ["weak"], related: [], source: "concepts/weak.md")

    func preview(_ markdown: String) throws -> [String: Any] {
        let note = NoteParser.parse(markdown, relativePath: "concepts/weak.md", displayPath: "content/concepts/weak.md").note
        let json = ConceptPreview(concept: Self.concept, note: note).json
        return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func theFirstExampleIsTheFirstSwiftBlockAReaderSeesWithItsSection() throws {
        let markdown = """
        # weak 참조

        설명입니다.

        ```json
        {"not": "swift"}
        ```

        ## 틀린 모습

        ```swift compile-fail
        weak let x = 1
        ```

        ## 해제되면 nil이 되는 모습

        ```swift run title=예제
        // snippet.hide
        import Foundation
        // snippet.show
        final class A {}
        var a: A? = A()
        weak var w = a
        a = nil
        print(w == nil)
        ```

        ```output
        true
        ```

        ```swift run
        print("두 번째")
        ```
        """
        let info = try preview(markdown)
        #expect(info["title"] as? String == "weak 참조")
        #expect(info["summary"] as? String == "해제되면 nil이 되는 참조입니다.")
        let example = try #require(info["example"] as? [String: Any])
        #expect(example["section"] as? String == "해제되면 nil이 되는 모습")
        #expect(example["title"] as? String == "예제")
        #expect(example["output"] == nil, "the output stays on the concept page")
        let html = try #require(example["html"] as? String)
        #expect(html.hasPrefix("<span class=\"tok-keyword\">final</span> <span class=\"tok-keyword\">class</span>"))
        #expect(!html.contains("import"), "hidden lines stay hidden")
        #expect(!html.contains("두 번째"))
        #expect(!html.contains("<a "), "no links inside the card")
    }

    @Test func aLongExampleIsCutToEightLinesAndSaysSo() throws {
        let body = (1...12).map { "print(\($0))" }.joined(separator: "\n")
        let info = try preview("# weak\n\n```swift run\n\(body)\n```\n")
        let example = try #require(info["example"] as? [String: Any])
        let html = try #require(example["html"] as? String)
        #expect(html.split(separator: "\n").count == ConceptPreview.maxLines + 1)
        #expect(html.hasSuffix("\n⋯") && html.contains(">8<") && !html.contains(">9<"))
        #expect(example["section"] == nil, "a block before the first ## heading has no section")
    }

    @Test func aConceptWithoutCodeHasNoExampleAndTheSameCourseWritesTheSameBytes() throws {
        let info = try preview("# weak\n\n글만 있습니다.\n")
        #expect(info["example"] == nil)
        let note = NoteParser.parse("# weak\n\n```swift\nlet a = 1\n```\n", relativePath: "concepts/weak.md", displayPath: "content/concepts/weak.md").note
        #expect(ConceptPreview(concept: Self.concept, note: note).json == ConceptPreview(concept: Self.concept, note: note).json)
        #expect(ConceptPreview(concept: Self.concept, note: note).json.hasPrefix("{\"example\":{\"html\":"))
    }
}
