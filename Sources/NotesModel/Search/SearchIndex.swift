import Foundation
import Synchronization

/// The search index `sitegen build` writes under `search/`, made for a reader's browser to load
/// only what a query needs (docs/search.md):
///
/// - `search/meta.json`: the format version, the shard and chunk sizes, the section count;
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

    /// Counted by sorting the keys and reading runs (no hashing).
    static func scores(_ section: SearchSection, opening: Bool) -> Scores {
        var body = TokenList()
        body.keys.reserveCapacity(section.text.utf8.count / 3)
        SearchTokenizer.scan(section.text, into: &body)
        body.keys.sort()
        var weighted: [(key: SearchTokenizer.Key, score: Int)] = []
        var start = 0
        while start < body.keys.count {
            var end = start + 1
            while end < body.keys.count && body.keys[end] == body.keys[start] { end += 1 }
            weighted.append((body.keys[start], min(end - start, 6)))
            start = end
        }
        var title = TokenList()
        SearchTokenizer.scan(section.title, into: &title)
        var heading = TokenList()
        SearchTokenizer.scan(section.heading, into: &heading)
        var tags = TokenList()
        for tag in section.tags { SearchTokenizer.scan(tag, into: &tags) }
        weighted += title.keys.map { ($0, opening ? 6 : 3) } + heading.keys.map { ($0, 4) } + tags.keys.map { ($0, 12) }
        weighted.sort { $0.key < $1.key }
        var result = Scores(long: body.long.merging(title.long) { a, _ in a }.merging(heading.long) { a, _ in a }.merging(tags.long) { a, _ in a })
        for (key, score) in weighted {
            if result.keys.last == key {
                result.scores[result.scores.count - 1] += score
            } else {
                result.keys.append(key)
                result.scores.append(score)
            }
        }
        return result
    }

    /// The first 1,200 Unicode scalars of a section's text, for the excerpt: counted in scalars,
    /// not `Character`s (finding grapheme boundaries was a tenth of the index's time).
    static func excerpt(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let end = scalars.index(scalars.startIndex, offsetBy: 1200, limitedBy: scalars.endIndex) ?? scalars.endIndex
        return String(Substring(scalars[..<end]))
    }

    /// One token's use in one section.
    struct Posting {
        var key: SearchTokenizer.Key
        var section: Int32
        var score: Int32
    }

    /// One shard's JSON: `{"token": [gap, score, …], …}`, tokens in `String` order, sections
    /// ascending, each given by its gap from the one before (the first from 0).
    static func shardJSON(_ postings: [Posting], long: [SearchTokenizer.Key: String]) -> [UInt8] {
        let sorted = postings.sorted { ($0.key, $0.section) < ($1.key, $1.section) }
        var lists: [(token: String, range: Range<Int>)] = []
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count && sorted[end].key == sorted[start].key { end += 1 }
            lists.append((SearchTokenizer.text(of: sorted[start].key, long: long), start..<end))
            start = end
        }
        lists.sort { $0.token < $1.token }
        var out: [UInt8] = [UInt8(ascii: "{")]
        out.reserveCapacity(sorted.count * 6 + lists.count * 8)
        for (position, list) in lists.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            JSONText.string(list.token, into: &out)
            out.append(UInt8(ascii: ":"))
            out.append(UInt8(ascii: "["))
            var previous = 0
            for index in list.range {
                if index > list.range.lowerBound { out.append(UInt8(ascii: ",")) }
                let section = Int(sorted[index].section)
                JSONText.integer(section - previous, into: &out)
                previous = section
                out.append(UInt8(ascii: ","))
                JSONText.integer(Int(sorted[index].score), into: &out)
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
        // In blocks, as the pages of a course are given.
        for start in stride(from: 0, to: sections.count, by: 512) where !stop.isSet {
            writer.add(Array(sections[start..<min(start + 512, sections.count)])) { [$0] }
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

/// JSON for the index's two shapes, written straight into bytes (Foundation's encoder, then
/// a `String` per number, were most of the index's time): keys sorted, `/` not escaped.
enum JSONText {
    static func array(_ rows: [[String]]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        for (position, row) in rows.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "["))
            for (column, value) in row.enumerated() {
                if column > 0 { out.append(UInt8(ascii: ",")) }
                string(value, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "]"))
        return out
    }

    static func integer(_ value: Int, into out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")); integer(-value, into: &out); return }
        if value >= 10 { integer(value / 10, into: &out) }
        out.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    static func string(_ value: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
