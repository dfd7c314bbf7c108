import Foundation
import Testing
@testable import NotesModel

@Suite struct SearchIndexTests {
    func course(_ notes: [String: String]) -> Course {
        let parsed = notes.sorted { $0.key < $1.key }.map { NoteParser.parse($0.value, relativePath: $0.key, displayPath: "content/" + $0.key).note }
        return CourseResolver.resolve(notes: parsed, assets: []).course
    }

    @Test func notesAreSplitIntoSectionsAtTheirHeadingsWithTheirIDs() {
        let index = SearchIndex(course: course(["01/a.md": "---\ntitle: 첫 글\n---\n\n여는 글.\n\n## 메모리 관리\n\n본문 `weak`.\n\n#### 작은 제목\n\n더.\n\n### 순환 참조\n\n```swift\nlet x = 1\n```\n\n```output\n1\n```\n"]))
        #expect(index.sections == [
            SearchSection(url: "/01/a/", title: "첫 글", heading: "", text: "여는 글."),
            SearchSection(url: "/01/a/#메모리-관리", title: "첫 글", heading: "메모리 관리", text: "본문 weak. 작은 제목 더."),
            SearchSection(url: "/01/a/#순환-참조", title: "첫 글", heading: "순환 참조", text: "let x = 1"),
        ])
    }

    @Test func pagesJSONCountsEachPagesSectionsInOrder() throws {
        let sections = [("/a/", ""), ("/a/", "x"), ("/b/", ""), ("/c/", ""), ("/c/", "y"), ("/c/", "z")].map {
            SearchSection(url: $0.1.isEmpty ? $0.0 : $0.0 + "#" + $0.1, title: "제목", heading: $0.1, text: "구독")
        }
        let files = Dictionary(uniqueKeysWithValues: SearchIndex(sections: sections).files().map { ($0.path, $0.text) })
        #expect(files["search/pages.json"] == "[2,1,3]")
        // A course's index counts each note's sections as its pages give them.
        let course = course(["01/a.md": "---\ntitle: 가\n---\n\n여는 글.\n\n## 하나\n\n본문.\n\n## 둘\n\n본문.\n", "01/b.md": "---\ntitle: 나\n---\n\n여는 글.\n"])
        let written = try #require(SearchStage.files(for: course))
        #expect(written.first { $0.path == "search/pages.json" }?.text == "[3,1]")
    }

    @Test func filesHoldMetaPostingsByShardAndTextChunks() throws {
        let index = SearchIndex(sections: (0..<120).map { SearchSection(url: "/n\($0)/", title: "제목 \($0)", heading: $0 % 2 == 0 ? "" : "구독", text: "구독을 끊는 글 \($0)") })
        let files = Dictionary(uniqueKeysWithValues: index.files().map { ($0.path, $0.text) })
        #expect(files["search/meta.json"] == #"{"chunk":10,"sections":120,"shards":16,"version":2}"#)
        #expect(files.keys.filter { $0.hasPrefix("search/t/") }.count == 12)
        let shard = SearchIndex.shard(of: "구독", count: 16)
        let postings = try JSONDecoder().decode([String: [Int]].self, from: Data(files["search/i/\(shard).json"]!.utf8))
        let list = try #require(postings["구독"])
        #expect(list.count == 240)
        // A section whose heading holds the word scores higher than one with it only in the text.
        #expect(list[1] == 1 && list[3] == 5)
        // Sections by their gap from the one before: every section has the word.
        #expect(list[0] == 0 && stride(from: 2, to: list.count, by: 2).allSatisfy { list[$0] == 1 })
        let chunk = try JSONDecoder().decode([[String]].self, from: Data(files["search/t/4.json"]!.utf8))
        #expect(chunk[0] == ["/n40/", "제목 40", "", "구독을 끊는 글 40"])
        // Text with quotes, backslashes and control characters stays valid JSON.
        let tricky = SearchIndex(sections: [SearchSection(url: "/a/", title: "\"따옴표\" \\ 역슬래시", heading: "탭\t줄\n", text: "\u{1}끝")]).files()
        let decoded = try JSONDecoder().decode([[String]].self, from: Data(tricky.first { $0.path == "search/t/0.json" }!.data))
        #expect(decoded == [["/a/", "\"따옴표\" \\ 역슬래시", "탭\t줄\n", "\u{1}끝"]])
    }

    @Test func shardsGrowWithTheCourse() {
        #expect(SearchIndex(sections: []).shardCount == 8)
        #expect(SearchIndex(sections: Array(repeating: SearchSection(url: "/", title: "", heading: "", text: ""), count: 8_000)).shardCount == 1024)
        #expect(SearchIndex(sections: Array(repeating: SearchSection(url: "/", title: "", heading: "", text: ""), count: 70_000)).shardCount == 4096)
    }

    /// A posting list gives each section as its distance from the one before, so the browser adds
    /// them up: the word in sections 3, 7 and 8 reads `[3, s, 4, s, 1, s]`.
    @Test func postingsGiveSectionsAsGaps() throws {
        let index = SearchIndex(sections: (0..<10).map { SearchSection(url: "/n\($0)/", title: "", heading: "", text: [3, 7, 8].contains($0) ? "구독" : "발행") })
        let files = Dictionary(uniqueKeysWithValues: index.files().map { ($0.path, $0.data) })
        let shard = SearchIndex.shard(of: "구독", count: index.shardCount)
        let postings = try JSONDecoder().decode([String: [Int]].self, from: Data(try #require(files["search/i/\(shard).json"])))
        #expect(postings["구독"] == [3, 1, 4, 1, 1, 1])
    }

    @Test func longWordsKeepTheirTextAndShardLikeShortOnes() throws {
        let index = SearchIndex(sections: [
            SearchSection(url: "/a/", title: "Subject", heading: "", text: "PassthroughSubject와 CurrentValueSubject를 비교합니다."),
            SearchSection(url: "/b/", title: "다른 글", heading: "passthroughSubject", text: ""),
        ])
        let files = Dictionary(uniqueKeysWithValues: index.files().map { ($0.path, $0.data) })
        func postings(_ token: String) throws -> [Int]? {
            let shard = SearchIndex.shard(of: token, count: index.shardCount)
            return try JSONDecoder().decode([String: [Int]].self, from: Data(try #require(files["search/i/\(shard).json"])))[token]
        }
        #expect(try postings("passthroughsubject") == [0, 1, 1, 4])
        #expect(try postings("currentvaluesubject") == [0, 1])
        #expect(try postings("subject") == [0, 6 + 2, 1, 4])
        #expect(try postings("비교") == [0, 1])
    }

    /// A note tagged `combine` is about Combine: its first section outranks a section that only
    /// names Combine in passing (a query for "combine" finds the Combine chapter's notes first).
    @Test func tagsCountLikeTheTitleOnTheFirstSection() throws {
        let index = SearchIndex(sections: [
            SearchSection(url: "/cancellable/", title: "구독의 수명", heading: "", text: "구독을 끊는 때를 정리합니다.", tags: ["combine", "구독 취소"]),
            SearchSection(url: "/rx/#비교", title: "RxSwift 기초", heading: "비교", text: "Combine과 RxSwift, Combine의 sink"),
        ])
        let files = Dictionary(uniqueKeysWithValues: index.files().map { ($0.path, $0.data) })
        func postings(_ token: String) throws -> [Int]? {
            let shard = SearchIndex.shard(of: token, count: index.shardCount)
            return try JSONDecoder().decode([String: [Int]].self, from: Data(try #require(files["search/i/\(shard).json"])))[token]
        }
        #expect(try postings("combine") == [0, 12, 1, 2])
        #expect(try postings("취소") == [0, 12])
    }

    /// A course of 45 notes in three chapters, 4–6 sections each: 225 sections, so 23 text
    /// files (the last one short) and 32 shards.
    func longCourse() -> Course {
        var notes: [String: String] = [:]
        for note in 0..<45 {
            var text = "---\ntitle: 구독 \(note)번째 글\ntags: [combine, 메모리]\n---\n\n여는 글 \(note): PassthroughSubject를 씁니다.\n"
            for section in 0..<(note % 3 + 3) {
                text += "\n\(section % 2 == 0 ? "##" : "###") 절 \(section)\n\n"
                text += section % 2 == 0 ? "구독을 끊는 \(note)-\(section) 이야기. store(in:) 다음." : "순환 참조 \(String(repeating: "가나다라 ", count: section * 90 + note))"
            }
            notes["0\(note % 3)/n\(note).md"] = text
        }
        return course(notes)
    }

    /// The files written one by one as the pages' sections are collected, a block of pages at a
    /// time, are the files of the whole index made at once, whatever the block size (text files
    /// and section numbers run across blocks).
    @Test func writtenAsMadeItGivesTheFilesOfTheWholeIndex() throws {
        let course = longCourse()
        let whole = SearchIndex(course: course).files()
        let meta = try JSONDecoder().decode([String: Int].self, from: Data(try #require(whole.first { $0.path == "search/meta.json" }).data))
        #expect(meta["sections"] == 225 && meta["shards"] == 32)
        #expect(whole.filter { $0.path.hasPrefix("search/t/") }.count == 23)
        for pagesPerBlock in [1, 4, 7, 256] {
            let collected = SearchIndexWriter.Collector()
            let paths = try #require(SearchIndex.write(course: course, stop: SearchIndex.Stop(), pagesPerBlock: pagesPerBlock, to: collected.put))
            #expect(collected.files == whole, "\(pagesPerBlock) pages a block")
            #expect(paths.sorted() == whole.map(\.path))
        }
        #expect(SearchStage.files(for: course) == whole)
        // The sections the postings of a word name are those whose text holds it.
        let shards = meta["shards"]!
        let shard = try #require(whole.first { $0.path == "search/i/\(SearchIndex.shard(of: "끊는", count: shards)).json" })
        let list = try #require(try JSONDecoder().decode([String: [Int]].self, from: Data(shard.data))["끊는"])
        var sections: [Int] = []
        for gap in stride(from: 0, to: list.count, by: 2) { sections.append((sections.last ?? 0) + list[gap]) }
        var texts: [[String]] = []
        for chunk in 0..<23 {
            texts += try JSONDecoder().decode([[String]].self, from: Data(try #require(whole.first { $0.path == "search/t/\(chunk).json" }).data))
        }
        #expect(texts.count == 225)
        #expect(sections.count == 105)
        #expect(sections == texts.indices.filter { texts[$0][3].contains("끊는") })
    }

    @Test func aStoppedWriteWritesNothingMore() throws {
        let course = longCourse()
        let before = SearchIndexWriter.Collector()
        let stopped = SearchIndex.Stop()
        stopped.set()
        #expect(SearchIndex.write(course: course, stop: stopped, to: before.put) == nil)
        #expect(before.files.isEmpty)
        // Stopped after its first file: the rest is skipped, and the result is no index.
        let during = SearchIndexWriter.Collector()
        let stop = SearchIndex.Stop()
        let written = SearchIndex.write(course: course, stop: stop, pagesPerBlock: 4) { file in
            stop.set()
            during.put(file)
        }
        #expect(written == nil)
        #expect(during.files.count <= ProcessInfo.processInfo.activeProcessorCount)
        #expect(SearchStage.files(for: course, stop: stopped) == nil)
    }

    /// Postings are kept as variable-length numbers: every kind of key, a score above a byte and
    /// a section far from the one before come back as they were put.
    @Test func compactPostingsGiveBackWhatWasPut() {
        var tokens = TokenList()
        SearchTokenizer.scan("구 독 구독을 ㅋㅋ 힣힣 PassthroughSubject x 42 abcdefghijkl0 abcdefghijklmnop", into: &tokens)
        let keys = Array(Set(tokens.keys)).sorted()
        let store = SearchPostings()
        store.add(SearchIndex.Scores(keys: keys, scores: keys.indices.map { $0 * 97 }, long: tokens.long), section: 3)
        store.add(SearchIndex.Scores(keys: [keys[0]], scores: [1], long: [:]), section: 1_000_000)
        var postings: [SearchIndex.Posting] = []
        for shard in 0..<8 { store.postings(shard: shard, of: 8, into: &postings) }
        let read = postings.map { "\($0.key) \($0.section) \($0.score)" }.sorted()
        let put = (keys.indices.map { "\(keys[$0]) 3 \($0 * 97)" } + ["\(keys[0]) 1000000 1"]).sorted()
        #expect(read == put)
        #expect(Set(keys.map { SearchTokenizer.text(of: $0, long: tokens.long) }).isSuperset(of: ["구", "구독", "ㅋㅋ", "힣힣", "passthroughsubject", "abcdefghijklmnop", "42"]))
    }

    @Test func aStoppedIndexGivesNothing() {
        let index = SearchIndex(sections: [SearchSection(url: "/a/", title: "제목", heading: "", text: "본문")])
        let stop = SearchIndex.Stop()
        #expect(index.files(stop: stop)?.isEmpty == false)
        stop.set()
        #expect(index.files(stop: stop) == nil)
    }
}
