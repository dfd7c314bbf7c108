import Foundation

extension PrintAnchors {
    /// Finds, front to back, the attributes whose values `PrintAnchors` rewrites: `name="value"`
    /// preceded by white space (so `data-id="…"` or text that merely reads `id="` inside a value
    /// is not taken) and inside a tag (the nearest `<` before it is after the nearest `>`).
    /// Jumps from `=` to `=` with `memchr` and looks at a name only where `="` follows.
    struct Scanner {
        let text: UnsafeBufferPointer<UInt8>

        init(text: UnsafeBufferPointer<UInt8>) { self.text = text }

        /// The next attribute at or after `start`. Offsets only grow from one call to the next.
        mutating func nextAttribute(from start: Int) -> (name: Attribute, valueStart: Int, valueEnd: Int)? {
            guard let base = text.baseAddress else { return nil }
            var cursor = max(0, start)
            // `=` at the last byte cannot start `="`.
            while text.count - 1 - cursor > 0, let hit = memchr(base + cursor, Int32(UInt8(ascii: "=")), text.count - 1 - cursor) {
                let equals = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                cursor = equals + 1
                guard text[equals + 1] == UInt8(ascii: "\""), let (kind, nameStart) = name(endingAt: equals),
                      nameStart > 0, isWhitespace(endingAt: nameStart), isInsideTag(at: nameStart) else { continue }
                let valueStart = equals + 2
                guard let close = memchr(base + valueStart, Int32(UInt8(ascii: "\"")), text.count - valueStart) else { return nil }
                return (kind, valueStart, UnsafePointer<UInt8>(close.assumingMemoryBound(to: UInt8.self)) - base)
            }
            return nil
        }

        /// Which attribute this looks for ends just before `end` (the `=`), and where its name starts.
        private func name(endingAt end: Int) -> (Attribute, Int)? {
            guard end > 0 else { return nil }
            // The names' last bytes differ but for the two `aria-…by`.
            let candidates: [([UInt8], Attribute)]
            switch text[end - 1] {
            case UInt8(ascii: "d"): candidates = Self.idNames
            case UInt8(ascii: "f"): candidates = Self.hrefNames
            case UInt8(ascii: "r"): candidates = Self.forNames
            case UInt8(ascii: "s"): candidates = Self.controlsNames
            case UInt8(ascii: "y"): candidates = Self.byNames
            default: return nil
            }
            for (name, kind) in candidates where end >= name.count {
                let start = end - name.count
                if memcmp(text.baseAddress! + start, name, name.count) == 0 { return (kind, start) }
            }
            return nil
        }

        private static let idNames = names([("id", .id)])
        private static let hrefNames = names([("href", .href)])
        private static let forNames = names([("for", .idList)])
        private static let controlsNames = names([("aria-controls", .idList)])
        private static let byNames = names([("aria-labelledby", .idList), ("aria-describedby", .idList)])

        private static func names(_ list: [(String, Attribute)]) -> [([UInt8], Attribute)] {
            list.map { (Array($0.0.utf8), $0.1) }
        }

        /// Whether the last `<` or `>` before `offset` is a `<` (looking back from it: inside a
        /// tag that is a few bytes).
        private func isInsideTag(at offset: Int) -> Bool {
            var index = offset - 1
            while index >= 0 {
                switch text[index] {
                case UInt8(ascii: "<"): return true
                case UInt8(ascii: ">"): return false
                default: index -= 1
                }
            }
            return false
        }

        /// Whether the character before `offset` is white space (`Character.isWhitespace`).
        private func isWhitespace(endingAt offset: Int) -> Bool {
            let last = text[offset - 1]
            // ASCII white space: tab, line feed, vertical tab, form feed, carriage return, space.
            if last < 0x80 { return last == UInt8(ascii: " ") || (0x09...0x0D).contains(last) }
            var first = offset - 1
            // Back to the first byte of the scalar (continuation bytes are 10xxxxxx).
            while first > 0, text[first] & 0xC0 == 0x80 { first -= 1 }
            guard let scalar = String(decoding: UnsafeBufferPointer(rebasing: text[first..<offset]), as: UTF8.self).unicodeScalars.first else { return false }
            return scalar.properties.isWhitespace
        }
    }
}
