/// Draws link cards with one thread's faces. The layout, on 1200 × 630: a band of accent on the
/// left, the chapter above the title in accent, the title as large as it fits in three lines
/// (four at the smallest size), the site's name at the foot.
final class CardPainter {
    private let titleFace: CardFace?
    private let textFace: CardFace?
    private let style: CardStyle

    static let margin = 96
    static let titleSizes = [72, 62, 54]

    init(fonts: CardFonts, style: CardStyle) {
        titleFace = fonts.title.flatMap(CardFace.init)
        textFace = fonts.text.flatMap(CardFace.init) ?? titleFace
        self.style = style
    }

    func png(_ card: LinkCard) -> [UInt8]? {
        CardPNG.encode(canvas(card))
    }

    func canvas(_ card: LinkCard) -> CardCanvas {
        var canvas = CardCanvas(style: style)
        let width = CardCanvas.width - 2 * Self.margin
        canvas.fill(x: 0, y: 0, width: 24, height: CardCanvas.height, ink: .accent)
        if let textFace, let chapter = card.chapter, !chapter.isEmpty {
            let line = CardLines.wrap(chapter, width: width, maxLines: 1) { textFace.measure($0, pixels: 36) }
            textFace.draw(line.lines.first ?? "", pixels: 36, x: Self.margin, baseline: 140, ink: .accent, on: &canvas)
        }
        if let titleFace {
            let (lines, size) = titleLines(card.title, width: width, face: titleFace)
            let lineHeight = size * 4 / 3
            let top = 196
            for (number, line) in lines.lines.enumerated() {
                titleFace.draw(line, pixels: size, x: Self.margin, baseline: top + number * lineHeight + size * 7 / 8, ink: .title, on: &canvas)
            }
        }
        canvas.fill(x: Self.margin, y: 516, width: 64, height: 6, ink: .accent)
        if let textFace {
            let line = CardLines.wrap(card.site, width: width, maxLines: 1) { textFace.measure($0, pixels: 34) }
            textFace.draw(line.lines.first ?? "", pixels: 34, x: Self.margin, baseline: 576, ink: .muted, on: &canvas)
        }
        return canvas
    }

    /// The largest size at which the title fits in three lines; at the smallest, four lines,
    /// cut with "…" when it is longer still.
    private func titleLines(_ title: String, width: Int, face: CardFace) -> (CardLines, Int) {
        for size in Self.titleSizes.dropLast() {
            let lines = CardLines.wrap(title, width: width, maxLines: 3) { face.measure($0, pixels: size) }
            if !lines.truncated { return (lines, size) }
        }
        let size = Self.titleSizes.last!
        return (CardLines.wrap(title, width: width, maxLines: 4) { face.measure($0, pixels: size) }, size)
    }
}
