import Foundation

/// One worker's postings while the index is made, compact: at 10,000 notes they are millions,
/// and as 16-byte structs in arrays grown by doubling they were the build's largest allocation
/// (338 MiB of a 1,123 MiB heap peak).
///
/// A posting is three variable-length integers in a byte buffer: the token (a Hangul pair packed
/// into 33 bits, so 5 bytes; a Latin word's key shifted by one bit), the section's distance from
/// the last section put in the same bucket (mostly 0 or a few: 1 byte), and the score (1 byte).
/// Buckets are by the token's first two scalars modulo 4,096, the most shards an index has: the
/// shard of any count (a power of two up to 4,096) is the union of the buckets equal to it modulo
/// that count, so postings are bucketed before the section count, and so the shard count, is known.
///
/// Used by one thread at a time (a worker of `SearchIndexWriter`, then the threads that encode
/// the shards, reading only), so its buffers need no lock.
final class SearchPostings: @unchecked Sendable {
    static let buckets = 4096

    /// A bucket's bytes, written through a pointer: appended a byte at a time to an `Array`,
    /// each byte cost a uniqueness and a capacity check (the stage took 0.9 s more CPU at
    /// 10,000 notes than with 16-byte postings; through a pointer, about the same).
    private struct Bucket {
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        var capacity = 0
        /// The last section put in the bucket: sections come in increasing order.
        var last = 0
    }

    private let storage: UnsafeMutablePointer<Bucket>
    /// The long words' texts (`SearchTokenizer.Key`s at or above `longTag`).
    private(set) var long: [SearchTokenizer.Key: String] = [:]

    init() {
        storage = .allocate(capacity: Self.buckets)
        storage.initialize(repeating: Bucket(), count: Self.buckets)
    }

    deinit {
        for bucket in 0..<Self.buckets { free(storage[bucket].bytes) }
        storage.deinitialize(count: Self.buckets)
        storage.deallocate()
    }

    /// Puts one section's postings; `section` is above every section put before.
    func add(_ scores: SearchIndex.Scores, section: Int) {
        if !scores.long.isEmpty { long.merge(scores.long) { a, _ in a } }
        for (key, score) in zip(scores.keys, scores.scores) {
            let (first, second) = SearchTokenizer.leadingScalars(of: key, long: scores.long)
            let bucket = storage + SearchIndex.shard(first, second, count: Self.buckets)
            // Room for three numbers of 10 bytes; grown by a quarter, not doubled: a bucket's
            // slack is a fifth of it, not a third.
            if bucket.pointee.capacity - bucket.pointee.count < 30 {
                let capacity = bucket.pointee.capacity + bucket.pointee.capacity / 4 + 64
                guard let grown = realloc(bucket.pointee.bytes, capacity) else { fatalError("out of memory for the search index") }
                bucket.pointee.bytes = grown.assumingMemoryBound(to: UInt8.self)
                bucket.pointee.capacity = capacity
            }
            var end = bucket.pointee.bytes! + bucket.pointee.count
            Self.write(Self.code(of: key), at: &end)
            Self.write(UInt64(section - bucket.pointee.last), at: &end)
            Self.write(UInt64(score), at: &end)
            bucket.pointee.count = end - bucket.pointee.bytes!
            bucket.pointee.last = section
        }
    }

    /// Appends the postings of shard `shard` of `count` to `postings`, each bucket's in section order.
    func postings(shard: Int, of count: Int, into postings: inout [SearchIndex.Posting]) {
        for bucket in stride(from: shard, to: Self.buckets, by: count) {
            guard let bytes = storage[bucket].bytes else { continue }
            var position = bytes
            let end = bytes + storage[bucket].count
            var section = 0
            while position < end {
                let key = Self.key(of: Self.read(&position))
                section += Int(Self.read(&position))
                let score = Self.read(&position)
                postings.append(SearchIndex.Posting(key: key, section: Int32(section), score: Int32(score)))
            }
        }
    }

    // MARK: - Encoding

    /// A key as a small number: a Hangul pair as 16 bits per syllable above Hangul's first
    /// scalar (U+3131), tagged by the low bit; any other key shifted above it.
    static func code(of key: SearchTokenizer.Key) -> UInt64 {
        guard key & SearchTokenizer.hangulTag != 0 else { return key << 1 }
        let first = (key & 0x1F_FFFF) - 0x3131
        let second = (key & ~SearchTokenizer.hangulTag) >> 21
        return (first << 16 | (second == 0 ? 0 : second - 0x3130)) << 1 | 1
    }

    static func key(of code: UInt64) -> SearchTokenizer.Key {
        guard code & 1 == 1 else { return code >> 1 }
        let first = (code >> 17) + 0x3131
        let second = (code >> 1) & 0xFFFF
        return SearchTokenizer.hangulTag | first | (second == 0 ? 0 : second + 0x3130) << 21
    }

    /// Seven bits a byte, the high bit set on every byte but the last.
    private static func write(_ value: UInt64, at end: inout UnsafeMutablePointer<UInt8>) {
        var value = value
        while value >= 0x80 {
            end.pointee = UInt8(value & 0x7F) | 0x80
            end += 1
            value >>= 7
        }
        end.pointee = UInt8(value)
        end += 1
    }

    private static func read(_ position: inout UnsafeMutablePointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = position.pointee
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }
}
