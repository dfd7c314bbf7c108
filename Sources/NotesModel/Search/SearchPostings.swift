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
/// Used by one thread at a time (a worker of `SearchIndexWriter`, then the thread that encodes
/// the shards), so its buffers need no lock.
final class SearchPostings: @unchecked Sendable {
    static let buckets = 4096

    private var bytes: [[UInt8]]
    /// The last section put in each bucket: sections come in increasing order.
    private var last: [Int]
    /// The long words' texts (`SearchTokenizer.Key`s at or above `longTag`).
    private(set) var long: [SearchTokenizer.Key: String] = [:]

    init() {
        bytes = Array(repeating: [], count: Self.buckets)
        last = Array(repeating: 0, count: Self.buckets)
    }

    /// Puts one section's postings; `section` is above every section put before.
    func add(_ scores: SearchIndex.Scores, section: Int) {
        long.merge(scores.long) { a, _ in a }
        // Out of the object for the loop: one exclusive access to each, not three a posting.
        var bytes: [[UInt8]] = [], last: [Int] = []
        swap(&bytes, &self.bytes)
        swap(&last, &self.last)
        defer {
            swap(&bytes, &self.bytes)
            swap(&last, &self.last)
        }
        for (key, score) in zip(scores.keys, scores.scores) {
            let (first, second) = SearchTokenizer.leadingScalars(of: key, long: scores.long)
            let bucket = SearchIndex.shard(first, second, count: Self.buckets)
            // Grown by a quarter, not doubled: a bucket's slack is a fifth of it, not a third.
            if bytes[bucket].capacity - bytes[bucket].count < 30 {
                bytes[bucket].reserveCapacity(bytes[bucket].capacity + bytes[bucket].capacity / 4 + 64)
            }
            Self.append(Self.code(of: key), to: &bytes[bucket])
            Self.append(UInt64(section - last[bucket]), to: &bytes[bucket])
            Self.append(UInt64(score), to: &bytes[bucket])
            last[bucket] = section
        }
    }

    /// Appends the postings of shard `shard` of `count` to `postings`, each bucket's in section order.
    func postings(shard: Int, of count: Int, into postings: inout [SearchIndex.Posting]) {
        for bucket in stride(from: shard, to: Self.buckets, by: count) {
            let buffer = bytes[bucket]
            var position = 0
            var section = 0
            while position < buffer.count {
                let key = Self.key(of: Self.read(buffer, at: &position))
                section += Int(Self.read(buffer, at: &position))
                let score = Self.read(buffer, at: &position)
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
    private static func append(_ value: UInt64, to buffer: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            buffer.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        buffer.append(UInt8(value))
    }

    private static func read(_ buffer: [UInt8], at position: inout Int) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = buffer[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }
}
