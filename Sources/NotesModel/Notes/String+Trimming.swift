import Foundation

extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines.
    /// On Unicode scalars (white space as Unicode defines it, what `.whitespacesAndNewlines`
    /// holds): Foundation's `trimmingCharacters` goes through `NSString` and was a twentieth of a build.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(self[start..<scalars.index(after: end)])
    }
}

extension StringProtocol {
    /// Whether `needle` occurs in the text, comparing UTF-8 bytes. Foundation's `contains(_:)`
    /// goes through `NSString` and was an eighth of a 1,000-note build.
    func includes(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return true }
        let found = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            var cursor = 0
            while bytes.count - cursor >= pattern.count, let hit = memchr(base + cursor, Int32(first), bytes.count - cursor) {
                let offset = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                if bytes.count - offset >= pattern.count && memcmp(base + offset, pattern, pattern.count) == 0 { return true }
                cursor = offset + 1
            }
            return false
        }
        return found ?? String(self).includes(needle)
    }
}
