import Foundation
import Synchronization

/// Makes the search index's files from sections given a block at a time in course order, and
/// hands each file on (`put`, from any thread) as soon as it is encoded, so the stage never
/// holds the whole course's text, nor every file (at 10,000 notes the sections' texts were
/// 100 MiB of the build's peak, the encoded shards 86 MiB):
///
/// - a block's sections are scored on every core and their postings kept compact
///   (`SearchPostings`, one store per worker); their text is let go with the block;
/// - a text chunk (`search/t/<c>.json`) is written once its sections are all given;
/// - the shards (`search/i/<k>.json`), `search/pages.json` and `search/meta.json` are written by `finish`, when the
///   section count, and so the shard count, is known; a shard's postings are decoded and encoded
///   one shard at a time per worker.
///
/// Sections are numbered in the order they are given, so each store gets them in increasing order.
struct SearchIndexWriter {
    private let put: @Sendable (SiteFile) -> Void
    private let stop: SearchIndex.Stop
    private let stores: [SearchPostings]
    /// Sections given so far.
    private var count = 0
    /// The sections of the last chunk given so far (fewer than a chunk's), for its text file.
    private var pending: [SearchSection] = []
    /// How many sections each page given has, in order: `search/pages.json`, with which a query
    /// groups its sections by page (a page's sections are numbered one after another).
    private var pageSections: [Int] = []

    init(workers: Int = ProcessInfo.processInfo.activeProcessorCount, stop: SearchIndex.Stop, put: @escaping @Sendable (SiteFile) -> Void) {
        self.put = put
        self.stop = stop
        stores = (0..<max(1, workers)).map { _ in SearchPostings() }
    }

    /// Adds the sections of `items` (pages, in course order), which follow every section given
    /// before: collected and scored on every core, then numbered, their postings put in the
    /// stores and the text files of the chunks they complete written, on every core again.
    mutating func add<Item: Sendable>(_ items: [Item], sections: @Sendable (Item) -> [SearchSection]) {
        guard !items.isEmpty, !stop.isSet else { return }
        let stop = self.stop
        let collected = ResultSlots<[(section: SearchSection, scores: SearchIndex.Scores)]>(count: items.count)
        shareWork(items.count, workers: stores.count) { _, index in
            guard !stop.isSet else { return collected.set(index, []) }
            collected.set(index, sections(items[index]).map { ($0, SearchIndex.scores($0, opening: $0.heading.isEmpty)) })
        }
        let perPage = collected.values
        pageSections += perPage.map(\.count)
        let scored = perPage.flatMap { $0 }
        let first = count
        count += scored.count
        // The text files of the chunks these sections complete; the rest waits for the next block.
        let texts = pending + scored.map(\.section)
        let whole = texts.count / SearchIndex.chunkSize
        let firstChunk = (first - pending.count) / SearchIndex.chunkSize
        pending = Array(texts[(whole * SearchIndex.chunkSize)...])
        let (stores, put) = (self.stores, self.put)
        // A worker takes the next section or chunk as it is free: the sections each store gets
        // are still in increasing order.
        shareWork(scored.count + whole, workers: stores.count) { worker, index in
            guard !stop.isSet else { return }
            if index < scored.count {
                stores[worker].add(scored[index].scores, section: first + index)
            } else {
                let start = (index - scored.count) * SearchIndex.chunkSize
                put(Self.textFile(firstChunk + index - scored.count, texts[start..<start + SearchIndex.chunkSize]))
            }
        }
    }

    /// Writes the last text file, the shards and `search/meta.json`; the paths of every file
    /// written, or `nil` once `stop` is set (the files already handed on are then incomplete).
    mutating func finish() -> [String]? {
        guard !stop.isSet else { return nil }
        var chunks = count / SearchIndex.chunkSize
        if !pending.isEmpty {
            put(Self.textFile(chunks, pending[...]))
            chunks += 1
            pending = []
        }
        let shards = SearchIndex.shardCount(sections: count)
        var long: [SearchTokenizer.Key: String] = [:]
        for store in stores { long.merge(store.long) { a, _ in a } }
        let (stores, put, stop, words) = (self.stores, self.put, self.stop, long)
        shareWork(shards, workers: stores.count) { _, shard in
            guard !stop.isSet else { return }
            var postings: [SearchIndex.Posting] = []
            // A token's postings are sorted by section in `shardJSON`: which store had them does not matter.
            for store in stores { store.postings(shard: shard, of: shards, into: &postings) }
            put(SiteFile(path: "search/i/\(shard).json", data: SearchIndex.shardJSON(postings, long: words)))
        }
        guard !stop.isSet else { return nil }
        put(SiteFile(path: "search/pages.json", text: "[" + pageSections.map(String.init).joined(separator: ",") + "]"))
        put(SiteFile(path: "search/meta.json", text: "{\"chunk\":\(SearchIndex.chunkSize),\"sections\":\(count),\"shards\":\(shards),\"version\":\(SearchIndex.version)}"))
        return ["search/meta.json", "search/pages.json"] + (0..<shards).map { "search/i/\($0).json" } + (0..<chunks).map { "search/t/\($0).json" }
    }

    /// `search/t/<chunk>.json`: `[[url, title, heading, excerpt], …]`.
    private static func textFile(_ chunk: Int, _ sections: ArraySlice<SearchSection>) -> SiteFile {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(sections.reduce(16) { $0 + $1.url.utf8.count + $1.title.utf8.count + $1.heading.utf8.count + min($1.text.utf8.count, 3_600) + 16 })
        for (position, section) in sections.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "["))
            JSONText.string(section.url, into: &out)
            out.append(UInt8(ascii: ","))
            JSONText.string(section.title, into: &out)
            out.append(UInt8(ascii: ","))
            JSONText.string(section.heading, into: &out)
            out.append(UInt8(ascii: ","))
            SearchIndex.excerpt(section.text, into: &out)
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "]"))
        return SiteFile(path: "search/t/\(chunk).json", data: out)
    }
}

extension SearchIndexWriter {
    /// Keeps the files handed on, from any thread (`serve` and the tests hold the whole index).
    final class Collector: Sendable {
        private let kept = Mutex<[SiteFile]>([])

        func put(_ file: SiteFile) { kept.withLock { $0.append(file) } }

        /// In path order.
        var files: [SiteFile] { kept.withLock { $0 }.sorted { $0.path < $1.path } }
    }
}
