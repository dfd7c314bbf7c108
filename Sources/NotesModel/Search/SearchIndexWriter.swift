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
/// - the shards (`search/i/<k>.json`) and `search/meta.json` are written by `finish`, when the
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

    init(workers: Int = ProcessInfo.processInfo.activeProcessorCount, stop: SearchIndex.Stop, put: @escaping @Sendable (SiteFile) -> Void) {
        self.put = put
        self.stop = stop
        stores = (0..<max(1, workers)).map { _ in SearchPostings() }
    }

    /// Adds `sections`, which follow every section given before.
    mutating func add(_ sections: [SearchSection]) {
        guard !sections.isEmpty, !stop.isSet else { return }
        let first = count
        count += sections.count
        // The text files of the chunks these sections complete; the rest waits for the next block.
        let texts = pending + sections
        let whole = texts.count / SearchIndex.chunkSize * SearchIndex.chunkSize
        let firstChunk = (first - pending.count) / SearchIndex.chunkSize
        pending = Array(texts[whole...])
        let (stores, put, stop) = (self.stores, self.put, self.stop)
        DispatchQueue.concurrentPerform(iterations: stores.count) { worker in
            for index in stride(from: worker, to: sections.count, by: stores.count) where !stop.isSet {
                let section = sections[index]
                stores[worker].add(SearchIndex.scores(section, opening: section.heading.isEmpty), section: first + index)
            }
            for chunk in stride(from: worker, to: whole / SearchIndex.chunkSize, by: stores.count) where !stop.isSet {
                let start = chunk * SearchIndex.chunkSize
                put(Self.textFile(firstChunk + chunk, texts[start..<start + SearchIndex.chunkSize]))
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
        let workers = min(stores.count, shards)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var postings: [SearchIndex.Posting] = []
            for shard in stride(from: worker, to: shards, by: workers) where !stop.isSet {
                postings.removeAll(keepingCapacity: true)
                // A token's postings are sorted by section in `shardJSON`: which store had them does not matter.
                for store in stores { store.postings(shard: shard, of: shards, into: &postings) }
                put(SiteFile(path: "search/i/\(shard).json", data: SearchIndex.shardJSON(postings, long: words)))
            }
        }
        guard !stop.isSet else { return nil }
        put(SiteFile(path: "search/meta.json", text: "{\"chunk\":\(SearchIndex.chunkSize),\"sections\":\(count),\"shards\":\(shards),\"version\":\(SearchIndex.version)}"))
        return ["search/meta.json"] + (0..<shards).map { "search/i/\($0).json" } + (0..<chunks).map { "search/t/\($0).json" }
    }

    /// `search/t/<chunk>.json`: `[[url, title, heading, excerpt], …]`.
    private static func textFile(_ chunk: Int, _ sections: ArraySlice<SearchSection>) -> SiteFile {
        let rows = sections.map { [$0.url, $0.title, $0.heading, SearchIndex.excerpt($0.text)] }
        return SiteFile(path: "search/t/\(chunk).json", data: JSONText.array(rows))
    }
}

extension SearchIndexWriter {
    /// Keeps the files handed on, from any thread (`serve` and the tests hold the whole index).
    final class Collector: Sendable {
        private let kept = Mutex<[SiteFile]>([])

        @Sendable func put(_ file: SiteFile) { kept.withLock { $0.append(file) } }

        /// In path order.
        var files: [SiteFile] { kept.withLock { $0 }.sorted { $0.path < $1.path } }
    }
}
