import Foundation

/// Reads an image's pixel size from its file header (PNG's IHDR, JPEG's start-of-frame, GIF's
/// logical screen).
enum ImageHeader {
    enum Kind { case png, jpeg, gif }

    static func kind(of data: Data) -> Kind? {
        let bytes = [UInt8](data.prefix(8))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8]) { return .jpeg }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return .gif }
        return nil
    }

    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data)
        switch kind(of: data) {
        case .png: return png(bytes)
        case .jpeg: return jpeg(bytes)
        case .gif: return gif(bytes)
        case nil: return nil
        }
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The signature, then the IHDR chunk: length, "IHDR", width and height (4 bytes each, big-endian).
    private static func png(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        let width = bigEndian(bytes, 16, 4), height = bigEndian(bytes, 20, 4)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }

    /// Segments after the start marker until a start-of-frame (SOF0…SOF15 less DHT, JPG and DAC):
    /// its length, precision, then height and width (2 bytes each, big-endian).
    private static func jpeg(_ bytes: [UInt8]) -> CGSize? {
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
            if marker == 0xD9 || marker == 0xDA { return nil }
            let length = bigEndian(bytes, index + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 8 < bytes.count else { return nil }
                let height = bigEndian(bytes, index + 5, 2), width = bigEndian(bytes, index + 7, 2)
                guard width > 0, height > 0 else { return nil }
                return CGSize(width: width, height: height)
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    /// "GIF8?a", then width and height (2 bytes each, little-endian).
    private static func gif(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 10 else { return nil }
        let width = Int(bytes[6]) | Int(bytes[7]) << 8, height = Int(bytes[8]) | Int(bytes[9]) << 8
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }
}
