import CCard

/// A canvas encoded as an 8-bit palette PNG with libpng's simplified API (which reports
/// failure as a value, not by `longjmp`).
enum CardPNG {
    static func encode(_ canvas: CardCanvas) -> [UInt8]? {
        var image = png_image()
        image.version = UInt32(sitegen_png_image_version)
        image.width = UInt32(CardCanvas.width)
        image.height = UInt32(CardCanvas.height)
        image.format = UInt32(sitegen_png_format_rgb_colormap)
        image.flags = UInt32(sitegen_png_image_flag_fast)
        image.colormap_entries = UInt32(canvas.paletteCount)
        let palette = canvas.palette
        // Deflate never grows data by more than a few bytes per 16 KiB block; the headers and the
        // palette are well under 4 KiB.
        var size = canvas.pixels.count + CardCanvas.height + canvas.pixels.count / 1000 + 4096
        var memory = [UInt8](repeating: 0, count: size)
        let written = memory.withUnsafeMutableBytes { memory in
            canvas.pixels.withUnsafeBytes { pixels in
                palette.withUnsafeBytes { palette in
                    png_image_write_to_memory(&image, memory.baseAddress, &size, 0, pixels.baseAddress, 0, palette.baseAddress)
                }
            }
        }
        guard written != 0 else { return nil }
        memory.removeSubrange(size...)
        return memory
    }

    /// A PNG's size and RGB pixels (libpng's reading), for checking a card as a reader's
    /// browser would see it.
    package static func decode(_ bytes: [UInt8]) -> (width: Int, height: Int, rgb: [UInt8])? {
        var image = png_image()
        image.version = UInt32(sitegen_png_image_version)
        let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { return nil }
        image.format = UInt32(sitegen_png_format_rgb)
        var pixels = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 3)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        png_image_free(&image)
        guard finished != 0 else { return nil }
        return (Int(image.width), Int(image.height), pixels)
    }
}
