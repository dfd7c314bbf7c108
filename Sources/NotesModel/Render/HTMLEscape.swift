/// HTML and URL escaping, byte-compatible with cmark-gfm's `houdini` escapers so the site's HTML
/// matches the GFM spec.
public enum HTMLEscape {
    /// Escapes `&`, `<`, `>` and `"` (cmark's non-secure mode leaves `'` and `/` alone).
    public static func text(_ string: String) -> String {
        guard string.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else {
            return string
        }
        var result = ""
        result.reserveCapacity(string.utf8.count + 16)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
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
