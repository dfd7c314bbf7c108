/// The words of Korean and code text, for the search index. The same rules run in the reader's
/// browser (`templates/assets/search.js`, `tokens`), so a query meets the index in its own terms.
///
/// Korean glues particles to words (`순환참조를`, `Combine을`) and spaces freely (`순환 참조`):
/// whitespace words would miss most queries. Hangul runs become syllable pairs instead, plus a
/// pair across a space between two Hangul words and the first syllable of each word (a query
/// asks for it only of a one-syllable word), so
/// `순환참조` matches `순환 참조가` and `구독` matches `구독을`. Latin and digit runs become the
/// lowercased word and, for `camelCase`, its parts (`PassthroughSubject` → `passthroughsubject`,
/// `passthrough`, `subject`); everything else separates (`store(in:)` → `store`, `in`).
public enum SearchTokenizer {
    /// A token packed in 64 bits, so the index counts and sorts integers, not strings (hashing
    /// strings was most of the index's time):
    /// - one or two Hangul syllables: the top bit, then the second syllable's scalar above the
    ///   first's 21 bits;
    /// - a lowercased Latin word of at most 12 letters and digits: the word in base 37 (digits
    ///   1–36), below 37¹² < 0x6000…;
    /// - a longer word: `0x6000…` or above, with the word's FNV-1a hash below (`text(of:)` needs
    ///   the word itself, which `TokenList.long` keeps).
    public typealias Key = UInt64

    static let hangulTag: Key = 1 << 63
    static let longTag: Key = 0x6000_0000_0000_0000

    public static func tokens(_ text: String, query: Bool = false) -> [String] {
        var sink = TokenList()
        scan(text, query: query, into: &sink)
        return sink.keys.map { self.text(of: $0, long: sink.long) }
    }

    /// Gives `sink` each token of `text`, in order.
    ///
    /// One pass over the UTF-8 bytes, holding no run: a Hangul run's tokens are given as its
    /// syllables come (only the previous one is needed), a Latin run is the bytes it spans (its
    /// letters are ASCII), read when it ends (a run's scalars copied into arrays, then split
    /// into an array of camelCase ranges, were half of the scan).
    static func scan(_ text: String, query: Bool = false, into sink: inout TokenList) {
        // The Hangul run under way: its first syllable, its last one, its length.
        var first: UInt32 = 0
        var previous: UInt32 = 0
        var syllables = 0
        // The last syllable of the previous Hangul word while only white space followed it.
        var bridge: UInt32?

        func endHangul() {
            guard syllables > 0 else { return }
            if query && syllables == 1 { sink.token(hangulTag | Key(first)) }
            if let bridge { sink.token(hangulTag | Key(bridge) | Key(first) << 21) }
            bridge = previous
            syllables = 0
        }

        // Decoded from the UTF-8 bytes by hand: the `unicodeScalars` view was a third of the scan.
        var text = text
        text.withUTF8 { bytes in
            // Where the Latin run under way starts, if one is.
            var latinStart: Int?

            func endLatin(at end: Int) {
                guard let start = latinStart else { return }
                let letters = UnsafeBufferPointer(rebasing: bytes[start..<end])
                word(letters, into: &sink)
                camelParts(letters, into: &sink)
                bridge = nil
                latinStart = nil
            }

            var index = 0
            while index < bytes.count {
                let lead = UInt32(bytes[index])
                let scalar: UInt32
                let start = index
                if lead < 0x80 {
                    scalar = lead
                    index += 1
                } else if lead < 0xE0 {
                    scalar = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                    index += 2
                } else if lead < 0xF0 {
                    scalar = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                    index += 3
                } else {
                    scalar = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                        | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                    index += 4
                }
                if isLatin(scalar) {
                    endHangul()
                    if latinStart == nil { latinStart = start }
                } else if isHangul(scalar) {
                    endLatin(at: start)
                    if syllables == 0 {
                        first = scalar
                        if !query { sink.token(hangulTag | Key(scalar)) }
                    } else {
                        sink.token(hangulTag | Key(previous) | Key(scalar) << 21)
                    }
                    previous = scalar
                    syllables += 1
                } else {
                    endHangul()
                    endLatin(at: start)
                    if !isSpace(scalar) { bridge = nil }
                }
            }
            endHangul()
            endLatin(at: bytes.count)
        }
    }

    /// A token's text (`long` holds the words of `longTag` keys).
    static func text(of key: Key, long: [Key: String]) -> String {
        if key & hangulTag != 0 {
            let first = Unicode.Scalar(UInt32(key & 0x1F_FFFF))!
            let code = (key & ~hangulTag) >> 21
            guard code != 0, let second = Unicode.Scalar(UInt32(code)) else { return String(first) }
            return String(String.UnicodeScalarView([first, second]))
        }
        if key >= longTag { return long[key] ?? "" }
        return String(decoding: shortLetters(key), as: UTF8.self)
    }

    /// The first two Unicode scalars of a token's text (0 for none), for `SearchIndex.shard`.
    static func leadingScalars(of key: Key, long: [Key: String]) -> (UInt32, UInt32) {
        if key & hangulTag != 0 { return (UInt32(key & 0x1F_FFFF), UInt32((key & ~hangulTag) >> 21)) }
        if key >= longTag {
            let letters = Array((long[key] ?? "").utf8.prefix(2))
            return (letters.first.map(UInt32.init) ?? 0, letters.count > 1 ? UInt32(letters[1]) : 0)
        }
        // A short word's two leading base-37 digits, without spelling the word (once a posting),
        // with one division (a division a letter was most of what putting a posting cost).
        if key == 0 { return (0, 0) }
        if key < 37 { return (letter(key), 0) }
        var scale: Key = 1
        while key >= scale * 37 * 37 { scale *= 37 }
        let code = key / scale
        return (letter(code / 37), letter(code % 37))
    }

    /// A base-37 digit's letter.
    private static func letter(_ digit: Key) -> UInt32 {
        digit <= 10 ? UInt32(0x30 + digit - 1) : UInt32(0x61 + digit - 11)
    }

    /// A number that orders tokens as their texts order as `String`s (by Unicode scalars: these
    /// texts are letters, digits and precomposed Hangul, already in normal form), for the
    /// shards' token order without making the texts: Latin words (ASCII, so before Hangul) as
    /// their first 12 letters in base 37 padded on the right with zeros, so a prefix comes first;
    /// Hangul as its first syllable, then its second (0 for none). Two tokens share a number only
    /// when one is a long word (more than 12 letters) and both begin with the same 12.
    static func order(of key: Key, long: [Key: String]) -> UInt64 {
        if key & hangulTag != 0 { return hangulTag | (key & 0x1F_FFFF) << 21 | (key & ~hangulTag) >> 21 }
        var code: Key = 0
        var digits = 0
        if key >= longTag {
            for letter in (long[key] ?? "").utf8.prefix(12) {
                code = code * 37 + (letter <= 0x39 ? Key(letter - 0x30 + 1) : Key(letter - 0x61 + 11))
                digits += 1
            }
        } else {
            code = key
            var scale: Key = 1
            while scale <= key && digits < 12 {
                scale *= 37
                digits += 1
            }
        }
        for _ in digits..<12 { code *= 37 }
        return code
    }

    /// Appends a token's text as UTF-8 (`long` holds the words of `longTag` keys): as
    /// `text(of:long:)`, without making a `String` (one a token of every shard).
    static func appendText(of key: Key, long: [Key: String], to out: inout [UInt8]) {
        if key & hangulTag != 0 {
            appendUTF8(UInt32(key & 0x1F_FFFF), to: &out)
            let second = UInt32((key & ~hangulTag) >> 21)
            if second != 0 { appendUTF8(second, to: &out) }
        } else if key >= longTag {
            out.append(contentsOf: (long[key] ?? "").utf8)
        } else {
            let start = out.count
            var code = key
            while code > 0 {
                out.append(UInt8(letter(code % 37)))
                code /= 37
            }
            out[start...].reverse()
        }
    }

    /// A Hangul scalar's three UTF-8 bytes (U+3131 to U+D7A3: all take three).
    private static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        out.append(UInt8(0xE0 | scalar >> 12))
        out.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
        out.append(UInt8(0x80 | scalar & 0x3F))
    }

    /// The ASCII letters of a base-37 word.
    private static func shortLetters(_ key: Key) -> [UInt8] {
        var letters: [UInt8] = []
        appendText(of: key, long: [:], to: &letters)
        return letters
    }

    /// Only letters, digits and Hangul, lowercased: how phrases are compared (`[weak self]` →
    /// `weakself`, `store(in: &x)` contains `store(in:)` → `storein`).
    public static func compact(_ text: String) -> String {
        String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter { isHangul($0) || isLatin($0) }))
    }

    static func isHangul(_ scalar: Unicode.Scalar) -> Bool { isHangul(scalar.value) }
    static func isLatin(_ scalar: Unicode.Scalar) -> Bool { isLatin(scalar.value) }

    static func isHangul(_ value: UInt32) -> Bool {
        (0xAC00...0xD7A3).contains(value) || (0x3131...0x318E).contains(value)
    }

    static func isLatin(_ value: UInt32) -> Bool {
        switch value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: false
        }
    }

    static func isSpace(_ value: UInt32) -> Bool {
        value == 0x20 || value == 0x0A || value == 0x09 || value == 0x0D || value == 0xA0
    }

    /// A lowercased word: packed in the key when short, else hashed, its text given to `sink`.
    static func word(_ letters: UnsafeBufferPointer<UInt8>, into sink: inout TokenList) {
        if letters.count <= 12 {
            var code: Key = 0
            for letter in letters {
                let digit: Key = letter <= 0x39 ? Key(letter - 0x30 + 1) : Key((letter | 0x20) - 0x61 + 11)
                code = code * 37 + digit
            }
            sink.token(code)
            return
        }
        let lowered = letters.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for letter in lowered { hash = (hash ^ UInt64(letter)) &* 0x100_0000_01B3 }
        let key = longTag | (hash & 0x1FFF_FFFF_FFFF_FFFF)
        sink.longWord(key, String(decoding: lowered, as: UTF8.self))
        sink.token(key)
    }

    /// Gives `sink` the parts of a camelCase word, if it has more than one
    /// (`URLSessionTask2` → `URL`, `Session`, `Task`, `2`).
    static func camelParts(_ word: UnsafeBufferPointer<UInt8>, into sink: inout TokenList) {
        func upper(_ s: UInt8) -> Bool { (0x41...0x5A).contains(s) }
        func lower(_ s: UInt8) -> Bool { (0x61...0x7A).contains(s) }
        func digit(_ s: UInt8) -> Bool { (0x30...0x39).contains(s) }
        var start = 0
        for index in 1..<max(1, word.count) {
            let (previous, current) = (word[index - 1], word[index])
            let boundary = (upper(current) && lower(previous))
                || (upper(current) && upper(previous) && index + 1 < word.count && lower(word[index + 1]))
                || (digit(current) != digit(previous))
            if boundary {
                Self.word(UnsafeBufferPointer(rebasing: word[start..<index]), into: &sink)
                start = index
            }
        }
        if start > 0 { Self.word(UnsafeBufferPointer(rebasing: word[start...]), into: &sink) }
    }
}

/// Where `SearchTokenizer.scan` puts tokens: the keys in order, with the long words' texts.
struct TokenList {
    var keys: [SearchTokenizer.Key] = []
    var long: [SearchTokenizer.Key: String] = [:]

    mutating func token(_ key: SearchTokenizer.Key) { keys.append(key) }
    mutating func longWord(_ key: SearchTokenizer.Key, _ word: String) { long[key] = word }
}
