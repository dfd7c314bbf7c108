import Testing
import NotesModel
@testable import SnippetRunner

/// `serve` keeps the unverified notes' snippet badges from save to save: what it shows must be
/// what decorating from scratch shows, before and after a note's code changes.
@Suite struct UnverifiedDecorationsTests {
    func note(_ path: String, _ body: String) -> Note {
        NoteParser.parse("---\ntitle: 글\n---\n\n" + body, relativePath: path, displayPath: "content/" + path).note
    }

    @Test func keptBadgesAreThoseOfAFreshDecoration() {
        let memo = UnverifiedDecorations()
        let first = [
            note("a.md", "```swift run\nprint(1)\n```\n\n```output\n1\n```\n"),
            note("b.md", "```swift check\nlet x = 1\n```\n"),
            note("c.md", "글뿐입니다.\n"),
        ]
        #expect(memo.decorations(of: first) == SnippetDecorations.make(notes: first, results: nil))
        #expect(memo.decorations(of: first) == SnippetDecorations.make(notes: first, results: nil))

        // b.md's block becomes a run block and moves down a line; c.md is gone.
        let second = [first[0], note("b.md", "\n```swift run\nlet x = 1\n```\n")]
        let kept = memo.decorations(of: second)
        #expect(kept == SnippetDecorations.make(notes: second, results: nil))
        #expect(kept["b.md"] != SnippetDecorations.make(notes: first, results: nil)["b.md"])
        #expect(kept["c.md"] == nil)
    }
}
