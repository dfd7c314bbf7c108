import Foundation
import Synchronization

/// The search index `sitegen build` writes under `search/`, made for a reader's browser to load
/// only what a query needs (docs/search.md):
///
/// - `search/meta.json`: the format version, the shard and chunk sizes, the section count;
/// - `search/pages.json`: each page's number of sections, in order (results are grouped by page);
/// - `search/i/<k>.json`: the postings of the tokens whose first two characters hash to `k`,
///   `{"token": [gap, score, gap, score, …]}`, each section given by its distance from the one
///   before (the first from 0): a common token's list is mostly `1,1,`, a fraction of the
///   section numbers' length, and compresses to almost nothing (a query loads one file per token);
/// - `search/t/<c>.json`: `[[url, title, heading, text], …]` for sections `c·chunk …`, loaded
///   for the best candidates only (phrase check and excerpt).
///
/// A section's score for a token: 6 per use in the title of a note's opening section (3 in its
/// other sections), 12 per use in the note's tags (on its first section: the author says what
/// the note is about, more surely than a title does), 4 per use in the
/// heading, 1 per use in the text up to 6.
public struct SearchIndex: Sendable {
    public static let version = 2
    /// Sections per text file: a query loads the files of its best 15 candidates, so smaller
    /// files load less (20 sections, up to 23 KiB a file, made 350 KiB a query at 10,000 notes).
    public static let chunkSize = 10

    public var sections: [SearchSection]

    public init(sections: [SearchSection]) {
        self.sections = sections
    }

    /// Every note's sections, in course order (so a note's sections share a chunk).
    init(course: Course) {
        self.init(course: course, stop: Stop())
    }

    /// As `init(course:)`; once `stop` is set, what is left is skipped (the result is then
    /// incomplete and must be thrown away: `serve` sets it when a newer save makes this one stale).
    init(course: Course, stop: Stop) {
        // Each page's sections on every core, in course order.
        let perPage = Self.pagesInOrder(course).parallelMap { index in stop.isSet ? [] : SearchSection.sections(of: course.pages[index]) }
        self.init(sections: perPage.flatMap { $0 })
    }

    /// The pages whose sections the index holds, in course order (so a note's sections share a
    /// chunk): the chapters' pages, then the others.
    static func pagesInOrder(_ course: Course) -> [Int] {
        let ordered = course.chapters.flatMap(\.pages) + course.pages.indices.filter { index in
            !course.chapters.contains { $0.pages.contains(index) }
        }
        var seen = Set<Int>()
        return ordered.filter { seen.insert($0).inserted }
    }

    /// Writes the index of `course` as it is made, each file handed to `put` (from any thread)
    /// once encoded: the pages' sections are collected a block of pages at a time (on every
    /// core) and let go once scored, so the whole course's text is never held (`SearchIndexWriter`).
    /// The paths written, or `nil` once `stop` is set (what was handed on is then incomplete).
    /// Blocks of 16 pages: a block's scores are held until it is numbered, and at 256 pages
    /// they were 8.5 MiB of a 1,000-note build's peak (16 and 64 pages took the same time here).
    static func write(course: Course, stop: Stop, pagesPerBlock: Int = 16, to put: @escaping @Sendable (SiteFile) -> Void) -> [String]? {
        let pages = pagesInOrder(course)
        var writer = SearchIndexWriter(stop: stop, put: put)
        for start in stride(from: 0, to: pages.count, by: max(1, pagesPerBlock)) where !stop.isSet {
            writer.add(Array(pages[start..<min(start + pagesPerBlock, pages.count)])) { SearchSection.sections(of: course.pages[$0]) }
        }
        return writer.finish()
    }

    /// Shards grow with the course: about 8 sections' postings per shard, 8 to 4,096 shards
    /// (a query loads a shard per distinct token, so small shards keep queries cheap: at 10,000
    /// notes, 256 shards held a dozen common Hangul pairs each, and a two-word query loaded 4.5 MB).
    public var shardCount: Int { Self.shardCount(sections: sections.count) }

    static func shardCount(sections: Int) -> Int {
        var count = 8
        while count < 4096 && count * 8 < sections { count *= 2 }
        return count
    }

    /// The shard of a token: its first two Unicode scalars (one for a one-scalar token).
    public static func shard(of token: String, count: Int) -> Int {
        var scalars = token.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        return shard(first.value, scalars.next()?.value ?? 0, count: count)
    }

    static func shard(_ first: UInt32, _ second: UInt32, count: Int) -> Int {
        (Int(first) * 31 + Int(second)) % count
    }

    /// One section's tokens and scores, sorted by key.
    struct Scores {
        var keys: [SearchTokenizer.Key] = []
        var scores: [Int] = []
        var long: [SearchTokenizer.Key: String] = [:]
    }

    /// Counted by sorting the keys and reading runs (no hashing). The text's keys are sorted
    /// alone and the few of the title, heading and tags merged in as their runs are read
    /// (sorting the text's counted runs and those few together was a second sort a section).
    static func scores(_ section: SearchSection, opening: Bool) -> Scores {
        var tokens = TokenList()
        tokens.keys.reserveCapacity(section.text.utf8.count / 3 + 16)
        SearchTokenizer.scan(section.text, into: &tokens)
        let body = tokens.keys.count
        SearchTokenizer.scan(section.title, into: &tokens)
        let title = tokens.keys.count
        SearchTokenizer.scan(section.heading, into: &tokens)
        let heading = tokens.keys.count
        for tag in section.tags { SearchTokenizer.scan(tag, into: &tokens) }
        var extra = (body..<tokens.keys.count).map { index in
            (key: tokens.keys[index], score: index < title ? (opening ? 6 : 3) : index < heading ? 4 : 12)
        }
        extra.sort { $0.key < $1.key }
        var result = Scores(long: tokens.long)
        tokens.keys.withUnsafeMutableBufferPointer { keys in
            let text = UnsafeMutableBufferPointer(rebasing: keys[..<body])
            KeySort.sort(text)
            var (next, nextExtra) = (0, 0)
            while next < body || nextExtra < extra.count {
                let key = next < body && (nextExtra == extra.count || text[next] <= extra[nextExtra].key) ? text[next] : extra[nextExtra].key
                var end = next
                while end < body && text[end] == key { end += 1 }
                var score = min(end - next, 6)
                next = end
                while nextExtra < extra.count && extra[nextExtra].key == key {
                    score += extra[nextExtra].score
                    nextExtra += 1
                }
                result.keys.append(key)
                result.scores.append(score)
            }
        }
        return result
    }

    /// Appends the first 1,200 Unicode scalars of a section's text as a JSON string, for the
    /// excerpt: counted in scalars, not `Character`s (finding grapheme boundaries was a tenth of
    /// the index's time), on the UTF-8 bytes (a scalar is a byte that does not continue one),
    /// without making the shortened text.
    static func excerpt(_ text: String, into out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            // Where the 1,201st scalar starts (eight bytes at a time), or the end.
            let end = bytes.count > 1200 ? min(UTF8Scalars.offset(bytes, from: 0, by: 1200), bytes.count) : bytes.count
            JSONText.string(UnsafeBufferPointer(rebasing: bytes[..<end]), into: &out)
        }
    }

    /// One token's use in one section.
    struct Posting {
        var key: SearchTokenizer.Key
        var section: Int32
        var score: Int32
    }

    /// One shard's JSON: `{"token": [gap, score, …], …}`, tokens in `String` order, sections
    /// ascending, each given by its gap from the one before (the first from 0).
    ///
    /// The postings are sorted by their token's place in text order (`SearchTokenizer.order`),
    /// so the lists come out in `String` order without making each token's `String` and sorting
    /// those; only long words can share a place (their first 12 letters), and those few are then
    /// put in order by their text.
    static func shardJSON(_ postings: [Posting], long: [SearchTokenizer.Key: String]) -> [UInt8] {
        var sorted = postings.map { (order: SearchTokenizer.order(of: $0.key, long: long), posting: $0) }
        sorted.sort { a, b in
            if a.order != b.order { return a.order < b.order }
            if a.posting.key != b.posting.key { return a.posting.key < b.posting.key }
            return a.posting.section < b.posting.section
        }
        var lists: [(order: UInt64, key: SearchTokenizer.Key, range: Range<Int>)] = []
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count && sorted[end].posting.key == sorted[start].posting.key { end += 1 }
            lists.append((sorted[start].order, sorted[start].posting.key, start..<end))
            start = end
        }
        if zip(lists, lists.dropFirst()).contains(where: { $0.order == $1.order }) {
            lists.sort { a, b in
                a.order != b.order ? a.order < b.order : SearchTokenizer.text(of: a.key, long: long) < SearchTokenizer.text(of: b.key, long: long)
            }
        }
        var out: [UInt8] = [UInt8(ascii: "{")]
        out.reserveCapacity(sorted.count * 6 + lists.count * 8)
        for (position, list) in lists.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            // A token is letters, digits and Hangul: nothing in it needs escaping.
            out.append(UInt8(ascii: "\""))
            SearchTokenizer.appendText(of: list.key, long: long, to: &out)
            out.append(UInt8(ascii: "\""))
            out.append(UInt8(ascii: ":"))
            out.append(UInt8(ascii: "["))
            var previous = 0
            for index in list.range {
                if index > list.range.lowerBound { out.append(UInt8(ascii: ",")) }
                let section = Int(sorted[index].posting.section)
                JSONText.integer(section - previous, into: &out)
                previous = section
                out.append(UInt8(ascii: ","))
                JSONText.integer(Int(sorted[index].posting.score), into: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "}"))
        return out
    }

    /// The index's files, relative to the site.
    func files() -> [SiteFile] {
        files(stop: Stop())!
    }

    /// As `files()`, or `nil` once `stop` is set; made by the same `SearchIndexWriter` as
    /// `write(course:stop:to:)`, the files collected instead of written, in path order.
    func files(stop: Stop) -> [SiteFile]? {
        let collected = SearchIndexWriter.Collector()
        var writer = SearchIndexWriter(stop: stop, put: collected.put)
        // A page's sections one after another (same URL before the `#`), in blocks, as the pages of
        // a course are given.
        var pages: [[SearchSection]] = []
        for section in sections {
            let page = section.url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
            if let last = pages.last?.last, last.url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first == page {
                pages[pages.count - 1].append(section)
            } else {
                pages.append([section])
            }
        }
        for start in stride(from: 0, to: pages.count, by: 512) where !stop.isSet {
            writer.add(Array(pages[start..<min(start + 512, pages.count)])) { $0 }
        }
        guard writer.finish() != nil else { return nil }
        return collected.files
    }
}

extension SearchIndex {
    /// Tells a search index under way that its result is no longer wanted.
    public final class Stop: Sendable {
        private let flag = Atomic<Bool>(false)

        public init() {}

        public func set() { flag.store(true, ordering: .relaxed) }
        public var isSet: Bool { flag.load(ordering: .relaxed) }
    }
}
