/// The fonts a build's cards are drawn with, found once a build (fontconfig), and what to tell
/// the user when they are not what a Korean card needs.
public struct CardFonts: Sendable, Hashable {
    var title: CardFontFile?
    var text: CardFontFile?

    init(style: CardStyle) {
        title = CardFontFile.find(style.titleFont)
        text = CardFontFile.find(style.textFont) ?? title
    }

    /// A warning when no font with Hangul was found: cards are still drawn (without text, or
    /// with boxes for Hangul), and the build goes on.
    var warning: String? {
        guard let title else {
            return "no font found for link cards: they are drawn without text (install a Korean font, e.g. Debian's fonts-noto-cjk)"
        }
        guard title.hasHangul else {
            return "no Korean font found for link cards (tried the theme's card.yml fonts, then fontconfig's choice '\(title.family)', which has no Hangul): titles in Korean show as boxes; install fonts-noto-cjk"
        }
        return nil
    }

    var fingerprint: String {
        [title, text].map { $0.map { "\($0.path)#\($0.index)" } ?? "-" }.joined(separator: "|")
    }
}
