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
    public static let chunkSize = 10

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
        self.init(sections: ordered.filter { seen.insert($0).inserted }.flatMap { SearchSection.sections(of: course.pages[$0]) })
    }

    /// Shards grow with the course: about 4 sections' postings per shard, 8 to 1,024 shards
    /// (a query loads a shard per distinct token, so small shards keep queries cheap).
    public var shardCount: Int {
        var count = 8
        while count < 1024 && count * 4 < sections.count { count *= 2 }
        return count
    }

    /// The shard of a token: its first two Unicode scalars (one for a one-scalar token).
    public static func shard(of token: String, count: Int) -> Int {
        var scalars = token.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        let second = scalars.next().map { Int($0.value) } ?? 0
        return (Int(first.value) * 31 + second) % count
    }

    static func scores(_ section: SearchSection, opening: Bool) -> [String: Int] {
        var scores: [String: Int] = [:]
        for token in SearchTokenizer.tokens(section.title) { scores[token, default: 0] += opening ? 6 : 3 }
        for token in SearchTokenizer.tokens(section.heading) { scores[token, default: 0] += 4 }
        var body: [String: Int] = [:]
        for token in SearchTokenizer.tokens(section.text) { body[token, default: 0] += 1 }
        for (token, count) in body { scores[token, default: 0] += min(count, 6) }
        return scores
    }

    /// The index's files, relative to the site.
    public func files() -> [SiteFile] {
        let shards = shardCount
        var postings = [[String: [Int]]](repeating: [:], count: shards)
        for (id, section) in sections.enumerated() {
            for (token, score) in Self.scores(section, opening: section.heading.isEmpty).sorted(by: { $0.key < $1.key }) {
                postings[Self.shard(of: token, count: shards)][token, default: []] += [id, score]
            }
        }
        var files: [SiteFile] = []
        let meta: [String: Int] = ["version": Self.version, "shards": shards, "chunk": Self.chunkSize, "sections": sections.count]
        files.append(SiteFile(path: "search/meta.json", text: Self.json(meta)))
        for (shard, tokens) in postings.enumerated() {
            files.append(SiteFile(path: "search/i/\(shard).json", text: Self.json(tokens)))
        }
        for start in stride(from: 0, to: sections.count, by: Self.chunkSize) {
            let chunk = sections[start..<min(start + Self.chunkSize, sections.count)].map { section in
                [section.url, section.title, section.heading, String(section.text.prefix(1200))]
            }
            files.append(SiteFile(path: "search/t/\(start / Self.chunkSize).json", text: Self.json(chunk)))
        }
        return files
    }

    private static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
