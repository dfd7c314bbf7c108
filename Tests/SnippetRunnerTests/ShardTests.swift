import NotesModel
import Testing
@testable import SnippetRunner

@Suite struct ShardTests {
    /// Notes with 1…n compiled blocks each.
    func notes(_ costs: [Int]) -> [Note] {
        costs.enumerated().map { position, cost in
            let blocks = (0..<cost).map { "```swift run\nprint(\($0))\n```\n" }.joined(separator: "\n")
            return NoteParser.parse("# 글 \(position)\n\n" + blocks, relativePath: "n\(position).md", displayPath: "content/n\(position).md").note
        }
    }

    @Test func everyNoteIsInExactlyOneShard() throws {
        let all = notes([5, 1, 3, 3, 2, 8, 1, 0, 4])
        var seen: [String] = []
        for index in 1...3 { seen += try #require(Shard("\(index)/3")).select(all).map(\.relativePath) }
        #expect(seen.sorted() == all.map(\.relativePath).sorted())
    }

    @Test func sharesAreBalancedByCompiledBlocks() throws {
        let all = notes([8, 7, 6, 5, 4, 3, 2, 1])
        let loads = try (1...2).map { index in
            try #require(Shard("\(index)/2")).select(all).reduce(0) { $0 + $1.codeBlocks.count }
        }
        #expect(loads == [18, 18])
    }

    @Test func theAssignmentDependsOnlyOnTheNotes() throws {
        let all = notes([2, 9, 4, 4, 1])
        let shard = try #require(Shard("2/3"))
        #expect(shard.select(all).map(\.relativePath) == shard.select(all.reversed()).map(\.relativePath).sorted())
    }

    @Test func badShardsAreRefused() {
        #expect(Shard("0/3") == nil)
        #expect(Shard("4/3") == nil)
        #expect(Shard("1/0") == nil)
        #expect(Shard("a/b") == nil)
        #expect(Shard("1/1")?.select(notes([1, 2])).count == 2)
    }
}
