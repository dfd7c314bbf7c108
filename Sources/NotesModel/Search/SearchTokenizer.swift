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
    static func scan(_ text: String, query: Bool = false, into sink: inout TokenList) {
        var hangul: [UInt32] = []
        var latin: [UInt8] = []
        // The last syllable of the previous Hangul word while only white space followed it.
        var bridge: UInt32?

        func endHangul() {
            guard let first = hangul.first else { return }
            if !query || hangul.count == 1 { sink.token(hangulTag | Key(first)) }
            for index in 0..<(hangul.count - 1) {
                sink.token(hangulTag | Key(hangul[index]) | Key(hangul[index + 1]) << 21)
            }
            if let bridge { sink.token(hangulTag | Key(bridge) | Key(first) << 21) }
            bridge = hangul.last
            hangul.removeAll(keepingCapacity: true)
        }

        func endLatin() {
            guard !latin.isEmpty else { return }
            word(latin[...], into: &sink)
            let parts = camelRanges(latin)
            if parts.count > 1 { for part in parts { word(latin[part], into: &sink) } }
            bridge = nil
            latin.removeAll(keepingCapacity: true)
        }

        // Decoded from the UTF-8 bytes by hand: the `unicodeScalars` view was a third of the scan.
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let lead = UInt32(bytes[index])
                let scalar: UInt32
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
                if isHangul(scalar) {
                    endLatin()
                    hangul.append(scalar)
                } else if isLatin(scalar) {
                    endHangul()
                    latin.append(UInt8(scalar))
                } else {
                    endHangul()
                    endLatin()
                    if !isSpace(scalar) { bridge = nil }
                }
            }
        }
        endHangul()
        endLatin()
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
        // A short word's two leading base-37 digits, without spelling the word (once a posting).
        var code = key
        while code >= 37 * 37 { code /= 37 }
        func letter(_ digit: Key) -> UInt32 { digit <= 10 ? UInt32(0x30 + digit - 1) : UInt32(0x61 + digit - 11) }
        if code == 0 { return (0, 0) }
        return code < 37 ? (letter(code), 0) : (letter(code / 37), letter(code % 37))
    }

    /// The ASCII letters of a base-37 word.
    private static func shortLetters(_ key: Key) -> [UInt8] {
        var code = key
        var letters: [UInt8] = []
        while code > 0 {
            let digit = UInt8(code % 37)
            letters.append(digit <= 10 ? 0x30 + digit - 1 : 0x61 + digit - 11)
            code /= 37
        }
        return letters.reversed()
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
    static func word(_ letters: ArraySlice<UInt8>, into sink: inout TokenList) {
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

    /// Where a camelCase word splits, as ranges (`URLSessionTask2` → `URL`, `Session`, `Task`, `2`).
    static func camelRanges(_ word: [UInt8]) -> [Range<Int>] {
        func upper(_ s: UInt8) -> Bool { (0x41...0x5A).contains(s) }
        func lower(_ s: UInt8) -> Bool { (0x61...0x7A).contains(s) }
        func digit(_ s: UInt8) -> Bool { (0x30...0x39).contains(s) }
        var parts: [Range<Int>] = []
        var start = 0
        for index in 1..<max(1, word.count) {
            let (previous, current) = (word[index - 1], word[index])
            let boundary = (upper(current) && lower(previous))
                || (upper(current) && upper(previous) && index + 1 < word.count && lower(word[index + 1]))
                || (digit(current) != digit(previous))
            if boundary {
                parts.append(start..<index)
                start = index
            }
        }
        parts.append(start..<word.count)
        return parts
    }
}

/// Where `SearchTokenizer.scan` puts tokens: the keys in order, with the long words' texts.
struct TokenList {
    var keys: [SearchTokenizer.Key] = []
    var long: [SearchTokenizer.Key: String] = [:]

    mutating func token(_ key: SearchTokenizer.Key) { keys.append(key) }
    mutating func longWord(_ key: SearchTokenizer.Key, _ word: String) { long[key] = word }
}
