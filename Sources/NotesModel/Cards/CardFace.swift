import CCard

/// One font face opened with FreeType, with the glyphs it has drawn kept by size and
/// character. Used by one thread at a time (FreeType's faces are not shared between threads):
/// each worker drawing cards has its own.
final class CardFace {
    struct Glyph {
        var bitmap: [UInt8]
        var width: Int
        var rows: Int
        var left: Int
        var top: Int
        /// In 1/64 pixel.
        var advance: Int
    }

    private var library: FT_Library?
    private var face: FT_Face?
    private var glyphs: [Int: Glyph] = [:]
    private var size = 0

    init?(_ file: CardFontFile) {
        guard FT_Init_FreeType(&library) == 0 else { return nil }
        guard FT_New_Face(library, file.path, FT_Long(file.index), &face) == 0, face != nil else {
            FT_Done_FreeType(library)
            return nil
        }
    }

    deinit {
        if let face { FT_Done_Face(face) }
        FT_Done_FreeType(library)
    }

    /// The glyph of `character` at `pixels` high (em size); a character the font lacks is its
    /// `.notdef` box.
    func glyph(_ character: Unicode.Scalar, pixels: Int) -> Glyph {
        let key = pixels << 21 | Int(character.value)
        if let known = glyphs[key] { return known }
        if size != pixels {
            FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixels))
            size = pixels
        }
        var made = Glyph(bitmap: [], width: 0, rows: 0, left: 0, top: 0, advance: pixels * 32)
        if FT_Load_Char(face, FT_ULong(character.value), FT_Int32(FT_LOAD_RENDER)) == 0, let slot = face?.pointee.glyph {
            let bitmap = slot.pointee.bitmap
            let (width, rows, pitch) = (Int(bitmap.width), Int(bitmap.rows), Int(bitmap.pitch))
            var bytes = [UInt8](repeating: 0, count: width * rows)
            if let buffer = bitmap.buffer, pitch >= width {
                for row in 0..<rows {
                    for column in 0..<width { bytes[row * width + column] = buffer[row * pitch + column] }
                }
            }
            made = Glyph(bitmap: bytes, width: width, rows: rows, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), advance: Int(slot.pointee.advance.x))
        }
        glyphs[key] = made
        return made
    }

    /// The width of `text` in pixels.
    func measure(_ text: String, pixels: Int) -> Int {
        (text.unicodeScalars.reduce(0) { $0 + glyph($1, pixels: pixels).advance } + 32) / 64
    }

    /// Draws `text` with its baseline's left end at (`x`, `baseline`).
    func draw(_ text: String, pixels: Int, x: Int, baseline: Int, ink: CardCanvas.Ink, on canvas: inout CardCanvas) {
        var pen = x * 64
        for character in text.unicodeScalars {
            let glyph = glyph(character, pixels: pixels)
            if glyph.width > 0 {
                glyph.bitmap.withUnsafeBufferPointer { bitmap in
                    canvas.blend(bitmap, width: glyph.width, rows: glyph.rows, pitch: glyph.width, x: (pen + 32) / 64 + glyph.left, y: baseline - glyph.top, ink: ink)
                }
            }
            pen += glyph.advance
        }
    }
}
