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
    /// A token without a `String` for the common case: one or two Hangul syllables packed in an
    /// integer (hashing these was most of the index's time), or a Latin word.
    public enum Token: Hashable, Sendable {
        case hangul(UInt64)
        /// A lowercased Latin word of at most 12 letters and digits, in base 37.
        case short(UInt64)
        case word(String)

        public var text: String {
            switch self {
            case .hangul(let code):
                let first = Unicode.Scalar(UInt32(code & 0x1F_FFFF))!
                guard code >> 21 != 0, let second = Unicode.Scalar(UInt32(code >> 21)) else { return String(first) }
                return String(String.UnicodeScalarView([first, second]))
            case .short(var code):
                var scalars: [Unicode.Scalar] = []
                while code > 0 {
                    let digit = UInt32(code % 37)
                    scalars.append(Unicode.Scalar(digit <= 10 ? 0x30 + digit - 1 : 0x61 + digit - 11)!)
                    code /= 37
                }
                return String(String.UnicodeScalarView(scalars.reversed()))
            case .word(let word):
                return word
            }
        }
    }

    public static func tokens(_ text: String, query: Bool = false) -> [String] {
        var result: [String] = []
        scan(text, query: query) { result.append($0.text) }
        return result
    }

    /// Calls `emit` with each token of `text`, in order.
    public static func scan(_ text: String, query: Bool = false, emit: (Token) -> Void) {
        var hangul: [UInt32] = []
        var latin: [Unicode.Scalar] = []
        // The last syllable of the previous Hangul word while only white space followed it.
        var bridge: UInt32?

        func endHangul() {
            guard let first = hangul.first else { return }
            if !query || hangul.count == 1 { emit(.hangul(UInt64(first))) }
            for index in 0..<(hangul.count - 1) {
                emit(.hangul(UInt64(hangul[index]) | UInt64(hangul[index + 1]) << 21))
            }
            if let bridge { emit(.hangul(UInt64(bridge) | UInt64(first) << 21)) }
            bridge = hangul.last
            hangul.removeAll(keepingCapacity: true)
        }

        func endLatin() {
            guard !latin.isEmpty else { return }
            emit(word(latin[...]))
            let parts = camelRanges(latin)
            if parts.count > 1 { for part in parts { emit(word(latin[part])) } }
            bridge = nil
            latin.removeAll(keepingCapacity: true)
        }

        for scalar in text.unicodeScalars {
            if isHangul(scalar) {
                endLatin()
                hangul.append(scalar.value)
            } else if isLatin(scalar) {
                endHangul()
                latin.append(scalar)
            } else {
                endHangul()
                endLatin()
                if !isSpace(scalar) { bridge = nil }
            }
        }
        endHangul()
        endLatin()
    }

    /// Only letters, digits and Hangul, lowercased: how phrases are compared (`[weak self]` →
    /// `weakself`, `store(in: &x)` contains `store(in:)` → `storein`).
    public static func compact(_ text: String) -> String {
        String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter { isHangul($0) || isLatin($0) }))
    }

    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x3131...0x318E).contains(scalar.value)
    }

    static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: false
        }
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar.value == 0xA0
    }

    /// A lowercased word: packed in an integer when short, else a `String`.
    static func word(_ scalars: ArraySlice<Unicode.Scalar>) -> Token {
        if scalars.count <= 12 {
            var code: UInt64 = 0
            for scalar in scalars {
                let value = scalar.value
                let digit: UInt64 = value <= 0x39 ? UInt64(value - 0x30 + 1) : UInt64((value | 0x20) - 0x61 + 11)
                code = code * 37 + digit
            }
            return .short(code)
        }
        return .word(String(String.UnicodeScalarView(scalars)).lowercased())
    }

    /// Where a camelCase word splits, as ranges (`URLSessionTask2` → `URL`, `Session`, `Task`, `2`).
    static func camelRanges(_ word: [Unicode.Scalar]) -> [Range<Int>] {
        func upper(_ s: Unicode.Scalar) -> Bool { (0x41...0x5A).contains(s.value) }
        func lower(_ s: Unicode.Scalar) -> Bool { (0x61...0x7A).contains(s.value) }
        func digit(_ s: Unicode.Scalar) -> Bool { (0x30...0x39).contains(s.value) }
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

    /// The parts themselves.
    static func camelParts(_ word: [Unicode.Scalar]) -> [String] {
        camelRanges(word).map { String(String.UnicodeScalarView(word[$0])) }
    }
}
