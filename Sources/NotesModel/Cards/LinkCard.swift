/// What one note's link card shows: its title, its chapter and the site's name. The picture is
/// a function of these, the style and the fonts, so `key` names it in the cache.
struct LinkCard: Sendable, Hashable {
    var title: String
    var chapter: String?
    var site: String

    /// Changes whenever the drawing would: the texts, the style, the fonts and how cards are drawn.
    func key(style: CardStyle, fonts: CardFonts) -> String {
        var hash = FNV64()
        for part in [Self.drawingVersion, title, chapter ?? "\u{0}", site, style.fingerprint, fonts.fingerprint] {
            hash.add(part)
            hash.add("\u{1}")
        }
        return hash.hex
    }

    /// Raised when the layout or the encoding changes, so cached cards are drawn again.
    static let drawingVersion = "card-1"
}

/// FNV-1a, 64 bits: the same in every run (Swift's `Hasher` is seeded per process).
struct FNV64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
    }

    var hex: String { String(value, radix: 16).leftPadded(16) }
}
