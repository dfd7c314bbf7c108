import Foundation
import Testing
@testable import NotesModel

/// The link cards: drawn 1200 × 630 with the title in it, kept by content, named by every page.
@Suite struct LinkCardTests {
    static let card = LinkCard(title: "ObservableObject와 @Published: SwiftUI가 듣는 신호", chapter: "UI와 목록", site: "반응형 iOS 프로그래밍 실습 노트")

    /// The share of the card's pixels that are not the background, in the title's area.
    static func inked(_ rgb: [UInt8], background: CardStyle.Color, rows: Range<Int>) -> Double {
        var count = 0
        for row in rows {
            for column in 96..<1104 {
                let at = (row * 1200 + column) * 3
                if (rgb[at], rgb[at + 1], rgb[at + 2]) != (background.red, background.green, background.blue) { count += 1 }
            }
        }
        return Double(count) / Double(rows.count * 1008)
    }

    @Test func isA1200By630PNGWithTheTitleDrawn() throws {
        let style = CardStyle()
        let fonts = CardFonts(style: style)
        try #require(fonts.title?.hasHangul == true, "fonts-noto-cjk is a test dependency")
        let png = try #require(CardPainter(fonts: fonts, style: style).png(Self.card))
        let image = try #require(CardPNG.decode(png))
        #expect(image.width == 1200 && image.height == 630)
        // The title's lines are ink; the gap between the chapter and the title is not.
        #expect(Self.inked(image.rgb, background: style.background, rows: 200..<470) > 0.05)
        #expect(Self.inked(image.rgb, background: style.background, rows: 160..<190) == 0)
        // The accent band on the left, in the theme's accent colour.
        #expect(Array(image.rgb[(300 * 1200 + 5) * 3..<(300 * 1200 + 5) * 3 + 3]) == [style.accent.red, style.accent.green, style.accent.blue])
        #expect(png.count < 60_000)
    }

    @Test func aThemeColourChangesTheCard() throws {
        var style = CardStyle()
        let (read, problems) = style.reading("background: \"#102030\"\naccent: \"#abc\"\n", file: "templates/card.yml")
        #expect(problems.isEmpty)
        style = read
        #expect(style.background == CardStyle.Color(red: 0x10, green: 0x20, blue: 0x30))
        #expect(style.accent == CardStyle.Color(red: 0xaa, green: 0xbb, blue: 0xcc))
        let png = try #require(CardPainter(fonts: CardFonts(style: style), style: style).png(Self.card))
        let image = try #require(CardPNG.decode(png))
        #expect(Array(image.rgb[(10 * 1200 + 600) * 3..<(10 * 1200 + 600) * 3 + 3]) == [0x10, 0x20, 0x30])
    }

    @Test func aBadCardFileIsNamedWithItsKey() {
        let (_, problems) = CardStyle().reading("background: blue\nfont: x\n", file: "templates/card.yml")
        #expect(problems.map(\.description) == [
            "templates/card.yml:1:1: error: 'background' must be a colour like \"#0b57d0\"",
            "templates/card.yml:2:1: warning: card.yml: 'font' is not a key sitegen reads (it reads background, title, muted, accent, title_font, text_font)",
        ])
    }

    @Test func anUnchangedCardIsNotDrawnAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-cards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = LinkCard(title: "약한 참조", chapter: nil, site: "강의")
        let first = LinkCardMaker(style: CardStyle(), cacheFolder: folder, remember: false)
        let drawn = first.files([("a/card.png", Self.card), ("b/card.png", other)])
        #expect(first.drawnLastTime == 2)
        // A new build (a new maker) finds both in the cache folder, byte for byte.
        let second = LinkCardMaker(style: CardStyle(), cacheFolder: folder, remember: false)
        #expect(second.files([("a/card.png", Self.card), ("b/card.png", other)]) == drawn)
        #expect(second.drawnLastTime == 0)
        var renamed = other
        renamed.title = "강한 참조"
        _ = second.files([("a/card.png", Self.card), ("b/card.png", renamed)])
        #expect(second.drawnLastTime == 1)
    }
}
