import Dispatch
import Foundation

/// The search index `sitegen build` writes under `search/`, made for a reader's browser to load
/// only what a query needs (docs/search.md):
///
/// - `search/meta.json`: the format version, the shard and chunk sizes, the section count;
/// - `search/i/<k>.json`: the postings of the tokens whose first two characters hash to `k`,
///   `{"token": [section, score, section, score, …]}` (a query loads one file per token);
/// - `search/t/<c>.json`: `[[url, title, heading, text], …]` for sections `c·chunk …`, loaded
///   for the best candidates only (phrase check and excerpt).
///
/// A section's score for a token: 6 per use in the title of a note's opening section (3 in its
/// other sections), 4 per use in the heading, 1 per use in the text up to 6.
public struct SearchIndex: Sendable {
    public static let version = 1
    public static let chunkSize = 20

    public var sections: [SearchSection]

    public init(sections: [SearchSection]) {
        self.sections = sections
    }

    /// Every note's sections, in course order (so a note's sections share a chunk).
    public init(course: Course) {
        let ordered = course.chapters.flatMap(\.pages) + course.pages.indices.filter { index in
            !course.chapters.contains { $0.pages.contains(index) }
        }
        var seen = Set<Int>()
        let pages = ordered.filter { seen.insert($0).inserted }
        // Each page's sections on every core, then in course order.
        var perPage = [[SearchSection]](repeating: [], count: pages.count)
        perPage.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let output = buffer
            let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, pages.count / 16))
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in stride(from: worker, to: pages.count, by: workers) {
                    output[index] = SearchSection.sections(of: course.pages[pages[index]])
                }
            }
        }
        self.init(sections: perPage.flatMap { $0 })
    }

    /// Shards grow with the course: about 8 sections' postings per shard, 8 to 256 shards
    /// (a query loads a shard per distinct token, so small shards keep queries cheap).
    public var shardCount: Int {
        var count = 8
        while count < 256 && count * 8 < sections.count { count *= 2 }
        return count
    }

    /// The shard of a token: its first two Unicode scalars (one for a one-scalar token).
    public static func shard(of token: String, count: Int) -> Int {
        var scalars = token.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        let second = scalars.next().map { Int($0.value) } ?? 0
        return (Int(first.value) * 31 + second) % count
    }

    static func scores(_ section: SearchSection, opening: Bool) -> [SearchTokenizer.Token: Int] {
        var body: [SearchTokenizer.Token: Int] = [:]
        body.reserveCapacity(section.text.utf8.count / 6)
        SearchTokenizer.scan(section.text) { body[$0, default: 0] += 1 }
        var scores = body.mapValues { min($0, 6) }
        SearchTokenizer.scan(section.title) { scores[$0, default: 0] += opening ? 6 : 3 }
        SearchTokenizer.scan(section.heading) { scores[$0, default: 0] += 4 }
        return scores
    }

    /// Every section's scores, on every core.
    func allScores() -> [[SearchTokenizer.Token: Int]] {
        let sections = self.sections
        var result = [[SearchTokenizer.Token: Int]](repeating: [:], count: sections.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, sections.count / 64))
        result.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let output = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in stride(from: worker, to: sections.count, by: workers) {
                    output[index] = Self.scores(sections[index], opening: sections[index].heading.isEmpty)
                }
            }
        }
        return result
    }

    /// The index's files, relative to the site.
    public func files() -> [SiteFile] {
        let shards = shardCount
        var byToken: [SearchTokenizer.Token: [Int]] = [:]
        byToken.reserveCapacity(sections.count * 8)
        for (id, scores) in allScores().enumerated() {
            for (token, score) in scores {
                byToken[token, default: []].append(id)
                byToken[token]!.append(score)
            }
        }
        var postings = [[String: [Int]]](repeating: [:], count: shards)
        for (token, list) in byToken {
            let text = token.text
            postings[Self.shard(of: text, count: shards)][text] = list
        }
        let shardPostings = postings
        var files: [SiteFile] = []
        files.append(SiteFile(path: "search/meta.json", text: "{\"chunk\":\(Self.chunkSize),\"sections\":\(sections.count),\"shards\":\(shards),\"version\":\(Self.version)}"))
        let encoded = [[UInt8]](unsafeUninitializedCapacity: shards) { buffer, count in
            nonisolated(unsafe) let output = buffer
            DispatchQueue.concurrentPerform(iterations: shards) { shard in
                (output.baseAddress! + shard).initialize(to: JSONText.object(shardPostings[shard]))
            }
            count = shards
        }
        for (shard, bytes) in encoded.enumerated() {
            files.append(SiteFile(path: "search/i/\(shard).json", data: bytes))
        }
        for start in stride(from: 0, to: sections.count, by: Self.chunkSize) {
            let chunk = sections[start..<min(start + Self.chunkSize, sections.count)].map { section in
                [section.url, section.title, section.heading, String(section.text.prefix(1200))]
            }
            files.append(SiteFile(path: "search/t/\(start / Self.chunkSize).json", data: JSONText.array(chunk)))
        }
        return files
    }
}

/// JSON for the index's two shapes, written straight into bytes (Foundation's encoder, then
/// a `String` per number, were most of the index's time): keys sorted, `/` not escaped.
enum JSONText {
    static func object(_ postings: [String: [Int]]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "{")]
        out.reserveCapacity(postings.count * 24)
        for (position, key) in postings.keys.sorted().enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            string(key, into: &out)
            out.append(UInt8(ascii: ":"))
            out.append(UInt8(ascii: "["))
            for (index, number) in postings[key]!.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                integer(number, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "}"))
        return out
    }

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
