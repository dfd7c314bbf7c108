/// A card's pixels before encoding: one palette index a pixel. Index 0 is the background; each
/// ink has `levels` entries, its colour laid over the background at growing coverage, so the
/// anti-aliased edges FreeType draws keep their shades and the PNG stays small (8 bits a pixel).
struct CardCanvas {
    static let width = 1200
    static let height = 630
    static let levels = 32

    enum Ink: Int, CaseIterable {
        case title, muted, accent
    }

    private(set) var pixels: [UInt8]
    let style: CardStyle

    init(style: CardStyle) {
        self.style = style
        pixels = [UInt8](repeating: 0, count: Self.width * Self.height)
    }

    /// The palette, as RGB triples: the background, then each ink's levels.
    var palette: [UInt8] {
        var entries = [style.background.red, style.background.green, style.background.blue]
        for ink in Ink.allCases {
            let color = color(of: ink)
            for level in 1...Self.levels {
                for (from, to) in [(style.background.red, color.red), (style.background.green, color.green), (style.background.blue, color.blue)] {
                    let mixed = (Int(from) * (Self.levels - level) + Int(to) * level + Self.levels / 2) / Self.levels
                    entries.append(UInt8(mixed))
                }
            }
        }
        return entries
    }

    var paletteCount: Int { 1 + Ink.allCases.count * Self.levels }

    private func color(of ink: Ink) -> CardStyle.Color {
        switch ink {
        case .title: style.title
        case .muted: style.muted
        case .accent: style.accent
        }
    }

    /// A rectangle of full ink, clipped to the card.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, ink: Ink) {
        let index = UInt8(1 + ink.rawValue * Self.levels + Self.levels - 1)
        for row in max(0, y)..<min(Self.height, y + height) {
            let start = row * Self.width
            for column in max(0, x)..<min(Self.width, x + width) { pixels[start + column] = index }
        }
    }

    /// Lays an 8-bit coverage bitmap (`rows` × `width`, `pitch` bytes a row) with its top left
    /// corner at (`x`, `y`), clipped to the card. Where two glyphs of one ink overlap, the
    /// stronger coverage wins.
    mutating func blend(_ coverage: UnsafeBufferPointer<UInt8>, width: Int, rows: Int, pitch: Int, x: Int, y: Int, ink: Ink) {
        let base = 1 + ink.rawValue * Self.levels
        for row in 0..<rows {
            let target = y + row
            guard target >= 0, target < Self.height else { continue }
            for column in 0..<width {
                let across = x + column
                guard across >= 0, across < Self.width else { continue }
                let value = Int(coverage[row * pitch + column])
                guard value > 0 else { continue }
                let level = (value * Self.levels + 254) / 255
                let index = target * Self.width + across
                let existing = Int(pixels[index])
                if existing >= base, existing < base + Self.levels, existing - base + 1 >= level { continue }
                pixels[index] = UInt8(base + level - 1)
            }
        }
    }
}
