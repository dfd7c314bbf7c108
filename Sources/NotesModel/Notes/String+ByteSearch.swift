import Foundation

/// Searching text as UTF-8 bytes with `memchr`/`memcmp`. Foundation's `contains(_:)` and
/// `range(of:)` go through `NSString` (an eighth of a 1,000-note build once), and the standard
/// library's generic `firstRange(of:)` is not much faster on long pages.
enum ByteSearch {
    /// Where `pattern` first occurs in `bytes` at or after `start`.
    static func firstOffset(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let first = pattern.first else { return start <= bytes.count ? start : nil }
        guard let base = bytes.baseAddress else { return nil }
        var cursor = max(0, start)
        while bytes.count - cursor >= pattern.count, let hit = memchr(base + cursor, Int32(first), bytes.count - cursor) {
            let offset = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
            if bytes.count - offset >= pattern.count && memcmp(base + offset, pattern, pattern.count) == 0 { return offset }
            cursor = offset + 1
        }
        return nil
    }

    static func firstOffset(of pattern: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        bytes.withUnsafeBufferPointer { firstOffset(of: pattern, in: $0, from: start) }
    }
}

extension StringProtocol {
    /// Whether `needle` occurs in the text, comparing UTF-8 bytes.
    func includes(_ needle: String) -> Bool {
        utf8Offset(of: needle) != nil
    }

    /// The UTF-8 offset where `needle` first occurs, comparing bytes.
    func utf8Offset(of needle: String) -> Int? {
        let pattern = Array(needle.utf8)
        if let found = utf8.withContiguousStorageIfAvailable({ ByteSearch.firstOffset(of: pattern, in: $0) }) { return found }
        var copy = String(self)
        return copy.withUTF8 { ByteSearch.firstOffset(of: pattern, in: $0) }
    }
}
