import Foundation
import Testing
@testable import NotesModel

/// The shards list their tokens in `String` order and the text files carry the sections' text
/// as it was, though the index now orders tokens by a number and writes JSON from bytes.
@Suite struct SearchTextOrderTests {
    /// The tokens of a shard, in the order the file lists them.
    func tokensInFileOrder(_ json: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #""([^"]*)":\["#)
        return pattern.matches(in: json, range: NSRange(json.startIndex..., in: json)).map { String(json[Range($0.range(at: 1), in: json)!]) }
    }

    @Test func everyShardListsItsTokensInStringOrder() throws {
        // Long words sharing their first 12 letters with each other and with a 12-letter word,
        // prefixes of each other, digits, Hangul syllables, pairs and compatibility jamo.
        let words = "abcdefghijkl abcdefghijklm abcdefghijkla abcdefghijklzz abcdefghijk a a0 a9 aa z 0 00 9z "
            + "zzzzzzzzzzzz zzzzzzzzzzzzzz 가 가나 가ㄱ ㄱ ㄱㄴ 힣 힣힣 순환 참조가 PassthroughSubject URLSession2"
        let index = SearchIndex(sections: (0..<40).map { SearchSection(url: "/n\($0)/", title: "", heading: "", text: words) })
        var listed: [String] = []
        for file in index.files() where file.path.hasPrefix("search/i/") {
            let tokens = tokensInFileOrder(file.text)
            #expect(tokens == tokens.sorted(), "\(file.path)")
            listed += tokens
        }
        #expect(Set(listed) == Set(SearchTokenizer.tokens(words)))
    }

    @Test func keysSortAsTheStandardLibrarySortsThem() {
        var generator = SystemRandomNumberGenerator()
        let shapes: [[UInt64]] = [
            (0..<1_000).map { _ in generator.next() },
            (0..<500).map { _ in UInt64.random(in: 0..<40, using: &generator) },
            (0..<300).map { _ in SearchTokenizer.hangulTag | UInt64.random(in: 0xAC00...0xD7A3, using: &generator) },
            Array(repeating: 7, count: 100),
            Array((0..<200).reversed()).map(UInt64.init),
            (0..<10).map { _ in generator.next() },
        ]
        for keys in shapes {
            var sorted = keys
            sorted.withUnsafeMutableBufferPointer { KeySort.sort($0) }
            #expect(sorted == keys.sorted())
        }
    }

    @Test func textFilesKeepTheTextUpTo1200Scalars() throws {
        let long = String(repeating: "가a\"\\\n", count: 300)
        let files = SearchIndex(sections: [SearchSection(url: "/a/", title: "t", heading: "", text: long)]).files()
        let rows = try JSONDecoder().decode([[String]].self, from: Data(try #require(files.first { $0.path == "search/t/0.json" }).data))
        #expect(rows[0][3] == String(long.unicodeScalars.prefix(1200).map(Character.init)))
        #expect(String(decoding: try #require(files.first { $0.path == "search/t/0.json" }).data, as: UTF8.self).contains(#"가a\"\\\n가"#))
    }
}
