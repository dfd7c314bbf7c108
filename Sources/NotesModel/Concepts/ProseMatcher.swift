import Foundation

/// Finds concept names in Korean prose, where particles stick to the word: `unowned를`,
/// `weak으로`, `DisposeBag에`, `순환참조가`. A name must start a word; after a name that ends in a
/// Latin letter or digit, only a non-Latin character (a particle, a space, punctuation) may follow.
///
/// Names and words are compared as `Character`s (canonical equivalence: a name written in
/// decomposed Hangul still matches). Most text needs none of that: when every scalar of the text
/// and of the names is one that stands alone (`PlainScalars`), a character is a scalar and equal
/// strings are equal bytes, and the text is scanned as UTF-8 bytes (`matchesInBytes`), with the
/// same result; walking `Character`s was a twentieth of a build.
enum ProseMatcher {
    struct Match {
        var range: Range<String.Index>
        var entry: MentionIndex.Entry
    }

    /// Aliases by their first character, longest first: one look-up per word start instead of a
    /// search for every alias through every text.
    struct Table: Sendable {
        var byFirst: [Character: [(text: String, entry: MentionIndex.Entry)]] = [:]
        /// The same aliases by their first two UTF-8 bytes (`first << 8 | second`): each group
        /// the aliases starting with that first byte, in `byFirst`'s order, that can have that
        /// second byte (one-byte aliases are in every group of their byte). A Hangul syllable's
        /// lead byte is shared by thousands of syllables and many aliases. `nil` when an alias has
        /// a scalar that is not plain (then every text takes the slow way).
        var byFirstTwoBytes: [[Candidate]]?

        struct Candidate: Sendable {
            var bytes: [UInt8]
            var entry: MentionIndex.Entry
            /// Ends in an ASCII letter or digit: a Latin letter, digit or `_` may not follow.
            var endsInWordCharacter: Bool
            /// The alias's second byte (`-1`: it has one), compared before the whole alias: the
            /// lead byte of a Hangul syllable is shared by thousands of syllables.
            var second: Int16

            init(bytes: [UInt8], entry: MentionIndex.Entry, endsInWordCharacter: Bool) {
                self.bytes = bytes
                self.entry = entry
                self.endsInWordCharacter = endsInWordCharacter
                second = bytes.count > 1 ? Int16(bytes[1]) : -1
            }
        }

        init(_ prose: [(text: String, entry: MentionIndex.Entry)]) {
            for item in prose {
                guard let first = item.text.first else { continue }
                byFirst[first, default: []].append(item)
            }
            for key in byFirst.keys { byFirst[key]!.sort { $0.text.count > $1.text.count } }
            guard prose.allSatisfy({ $0.text.unicodeScalars.allSatisfy(PlainScalars.contains) }) else { return }
            var table = [[Candidate]](repeating: [], count: 256)
            for group in byFirst.values {
                for (text, entry) in group {
                    let last = text.last!
                    table[Int(text.utf8.first!)].append(Candidate(bytes: Array(text.utf8), entry: entry, endsInWordCharacter: last.isASCII && (last.isLetter || last.isNumber)))
                }
            }
            byFirstTwoBytes = Self.byTwoBytes(table)
        }

        private static func byTwoBytes(_ table: [[Candidate]]) -> [[Candidate]] {
            var pairs = [[Candidate]](repeating: [], count: 1 << 16)
            for first in table.indices where !table[first].isEmpty {
                for second in 0..<256 {
                    pairs[first << 8 | second] = table[first].filter { $0.second < 0 || $0.second == Int16(second) }
                }
            }
            return pairs
        }
    }

    static func matches(in text: String, index: MentionIndex) -> [Match] {
        guard !text.isEmpty else { return [] }
        if let pairs = index.proseTable.byFirstTwoBytes, let found = matchesInBytes(text, pairs) { return found }
        var found: [Match] = []
        var position = text.startIndex
        var previous: Character?
        while position < text.endIndex {
            let character = text[position]
            // Whether a word starts here is asked only where a name could start: Unicode
            // letter properties for every character were a tenth of a build.
            if let candidates = index.proseTable.byFirst[character],
               previous.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true,
               let hit = candidates.first(where: { matchesAt(position, alias: $0.text, in: text) }) {
                let end = text.index(position, offsetBy: hit.text.count)
                found.append(Match(range: position..<end, entry: hit.entry))
                previous = text[text.index(before: end)]
                position = end
                continue
            }
            previous = character
            position = text.index(after: position)
        }
        return found
    }

    private static func matchesAt(_ start: String.Index, alias: String, in text: String) -> Bool {
        guard text[start...].hasPrefix(alias) else { return false }
        let end = text.index(start, offsetBy: alias.count)
        guard end < text.endIndex, let last = alias.last, last.isASCII, last.isLetter || last.isNumber else { return true }
        let after = text[end]
        return !(after.isASCII && (after.isLetter || after.isNumber || after == "_"))
    }

    /// `matches` over the text's UTF-8 bytes; `nil` when the text has a scalar that is not plain
    /// (or is not stored as contiguous UTF-8), for the `Character` walk to decide.
    static func matchesInBytes(_ text: String, _ pairs: [[Table.Candidate]]) -> [Match]? {
        let ranges: [(Range<Int>, MentionIndex.Entry)]? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard PlainScalars.all(bytes) else { return nil }
            var found: [(Range<Int>, MentionIndex.Entry)] = []
            var position = 0
            // Where the scalar before `position` starts, if any.
            var previous: Int?
            while position < bytes.count {
                let byte = bytes[position]
                // The text's last byte: the group for a second byte of 0 holds the one-byte
                // aliases, and no longer one fits.
                let candidates = pairs[Int(byte) << 8 | (position + 1 < bytes.count ? Int(bytes[position + 1]) : 0)]
                // The bytes first: a lead byte is shared by thousands of Hangul syllables, and
                // the word test reads Unicode properties.
                if !candidates.isEmpty, let hit = candidates.first(where: { matches($0, at: position, in: bytes) }),
                   previous.map({ !isWordScalar(bytes, at: $0) }) ?? true {
                    let end = position + hit.bytes.count
                    found.append((position..<end, hit.entry))
                    previous = scalarStart(before: end, in: bytes)
                    position = end
                    continue
                }
                previous = position
                position += scalarLength(byte)
            }
            return found
        } ?? nil
        guard let ranges else { return nil }
        let utf8 = text.utf8
        return ranges.map { range, entry in
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return Match(range: start..<utf8.index(start, offsetBy: range.count), entry: entry)
        }
    }

    private static func matches(_ candidate: Table.Candidate, at position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let end = position + candidate.bytes.count
        guard end <= bytes.count, candidate.second < 0 || Int16(bytes[position + 1]) == candidate.second else { return false }
        let same = candidate.bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress! + position, $0.count) == 0 }
        guard same else { return false }
        guard candidate.endsInWordCharacter, end < bytes.count else { return true }
        let after = bytes[end]
        return !(isASCIILetterOrDigit(after) || after == UInt8(ascii: "_"))
    }

    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// As `Character.isLetter || isNumber || == "_"` for the one-scalar character at `start`.
    static func isWordScalar(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let byte = bytes[start]
        if byte < 0x80 { return isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "_") }
        let scalar = PlainScalars.decode(bytes, at: start)
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    private static func scalarStart(before end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = end - 1
        while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }
}

/// Scalars that are a grapheme of their own next to any other such scalar (no combining marks,
/// joiners, conjoining jamo, regional indicators or CR) and equal to no other string of them
/// under canonical equivalence (no singleton decompositions; a precomposed letter or syllable
/// decomposes only into scalars outside the set). Between strings of these, `Character`s are
/// scalars and `==` is byte equality. The ranges are the scripts of the notes: ASCII (but CR),
/// Latin, spacing marks, punctuation, arrows, mathematical operators, box drawing, shapes, CJK
/// punctuation, kana, CJK ideographs, Hangul syllables and compatibility jamo, fullwidth forms.
enum PlainScalars {
    static let ranges: [ClosedRange<UInt32>] = [
        0x09...0x0A, 0x20...0x7E, 0xA0...0x2FF,
        0x2010...0x2027, 0x2030...0x205E,
        0x2190...0x22FF, 0x2500...0x25FF,
        0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x30A1...0x30FA, 0x3131...0x318E,
        0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60,
    ]

    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        contains(scalar.value)
    }

    static func contains(_ value: UInt32) -> Bool {
        // The common cases first: ASCII and Hangul syllables.
        if value >= 0x20 && value <= 0x7E { return true }
        if value >= 0xAC00 && value <= 0xD7A3 { return true }
        return ranges.contains { $0.contains(value) }
    }

    /// Whether every scalar of valid UTF-8 `bytes` is plain.
    static func all(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                guard byte >= 0x20 || byte == 0x09 || byte == 0x0A else { return false }
                position += 1
                continue
            }
            guard contains(decode(bytes, at: position).value) else { return false }
            position += byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        }
        return true
    }

    /// The scalar whose UTF-8 starts at `start` (valid UTF-8: a `String`'s).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Unicode.Scalar {
        let lead = UInt32(bytes[start])
        let value: UInt32
        if lead < 0x80 {
            value = lead
        } else if lead < 0xE0 {
            value = (lead & 0x1F) << 6 | UInt32(bytes[start + 1] & 0x3F)
        } else if lead < 0xF0 {
            value = (lead & 0x0F) << 12 | UInt32(bytes[start + 1] & 0x3F) << 6 | UInt32(bytes[start + 2] & 0x3F)
        } else {
            value = (lead & 0x07) << 18 | UInt32(bytes[start + 1] & 0x3F) << 12 | UInt32(bytes[start + 2] & 0x3F) << 6 | UInt32(bytes[start + 3] & 0x3F)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
