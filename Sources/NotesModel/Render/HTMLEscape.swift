/// HTML and URL escaping, byte-compatible with cmark-gfm's `houdini` escapers so the site's HTML
/// matches the GFM spec.
public enum HTMLEscape {
    /// Escapes `&`, `<`, `>` and `"` (cmark's non-secure mode leaves `'` and `/` alone).
    public static func text(_ string: String) -> String {
        var string = string
        let escaped: [UInt8]? = string.withUTF8 { bytes in
            guard firstSpecial(bytes, from: 0) != nil else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16)
            append(escaping: bytes, to: &result)
            return result
        }
        return escaped.map { String(decoding: $0, as: UTF8.self) } ?? string
    }

    /// `text`'s escaping of UTF-8 bytes, appended to `output` (the Swift highlighter writes a
    /// block's HTML as bytes, token by token).
    static func append(escaping bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var copied = 0
        while let next = firstSpecial(bytes, from: copied) {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<next]))
            switch bytes[next] {
            case 0x26: output += "&amp;".utf8
            case 0x3C: output += "&lt;".utf8
            case 0x3E: output += "&gt;".utf8
            default: output += "&quot;".utf8
            }
            copied = next + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    }

    /// The offset of the first `&`, `<`, `>` or `"` at or after `start`. Eight bytes are tested at
    /// once (a byte of the word equals one of the four when the word XOR its repetition has a zero
    /// byte): nearly every piece of a page's text has none, and finding that was a byte-by-byte
    /// walk over every text of every page.
    static func firstSpecial(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if hasZeroByte(word ^ 0x2626_2626_2626_2626) || hasZeroByte(word ^ 0x3C3C_3C3C_3C3C_3C3C)
                    || hasZeroByte(word ^ 0x3E3E_3E3E_3E3E_3E3E) || hasZeroByte(word ^ 0x2222_2222_2222_2222) {
                    break
                }
                index += 8
            }
        }
        while index < bytes.count {
            switch bytes[index] {
            case 0x26, 0x3C, 0x3E, 0x22: return index
            default: index += 1
            }
        }
        return nil
    }

    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Bytes that `houdini_escape_href` leaves as they are.
    private static let hrefSafe: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        let safe = "-_.+!*'(),%#@?=;:/,+&$~" + "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
        for byte in safe.utf8 { table[Int(byte)] = true }
        return table
    }()

    private static let hex = Array("0123456789ABCDEF".utf8)

    /// Percent-encodes a URL for an `href`/`src` attribute the way cmark-gfm does.
    static func href(_ url: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count + 8)
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes += Array("&amp;".utf8)
            case UInt8(ascii: "'"): bytes += Array("&#x27;".utf8)
            case _ where hrefSafe[Int(byte)]: bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// URL schemes that must never become links (cmark's `scan_dangerous_url`): `javascript:`,
    /// `vbscript:`, `file:`, and `data:` except for common image types.
    static func isDangerous(_ url: String) -> Bool {
        let lower = url.lowercased()
        for scheme in ["javascript:", "vbscript:", "file:"] where lower.hasPrefix(scheme) {
            return true
        }
        if lower.hasPrefix("data:") {
            let images = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
            return !images.contains { lower.hasPrefix($0) }
        }
        return false
    }
}
