import Foundation

/// What a file that is not UTF-8 most likely is, and how to convert it. Korean notes written on
/// Windows are often CP949 (EUC-KR and its extension), which no editor shows as wrong; the
/// message then names the encoding and the `iconv` command, instead of only refusing the file.
public enum EncodingGuess: Equatable, Sendable {
    case cp949
    case utf16
    case unknown

    public init(_ bytes: Data) {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            || (bytes.count >= 4 && bytes.prefix(4096).filter { $0 == 0 }.count * 4 >= min(bytes.count, 4096)) {
            self = .utf16
        } else if Self.isCP949(bytes) {
            self = .cp949
        } else {
            self = .unknown
        }
    }

    /// Every byte above ASCII is the lead of a CP949 pair with a valid trail, and most pairs
    /// lead with 0xB0–0xC8, the rows of EUC-KR's Hangul syllables.
    static func isCP949(_ bytes: Data) -> Bool {
        var pairs = 0, hangul = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let next = bytes.index(after: index)
            guard (0x81...0xFE).contains(lead), next < bytes.endIndex else { return false }
            let trail = bytes[next]
            guard (0x41...0x5A).contains(trail) || (0x61...0x7A).contains(trail) || (0x81...0xFE).contains(trail) else { return false }
            pairs += 1
            if (0xB0...0xC8).contains(lead) { hangul += 1 }
            index = bytes.index(after: next)
        }
        return pairs > 0 && hangul * 2 >= pairs
    }

    /// The whole message for a file shown as `display`.
    public func message(display: String) -> String {
        let base = "this file is not valid UTF-8 text"
        switch self {
        case .cp949:
            return "\(base): it looks like CP949 (EUC-KR), the usual Korean encoding on Windows; convert it with `iconv -f CP949 -t UTF-8 \(display) > converted.md && mv converted.md \(display)`, or save it as UTF-8 in your editor"
        case .utf16:
            return "\(base): it looks like UTF-16; convert it with `iconv -f UTF-16 -t UTF-8 \(display) > converted.md && mv converted.md \(display)`, or save it as UTF-8 in your editor"
        case .unknown:
            return "\(base): its encoding is not one sitegen recognises (`file -i \(display)` may tell); save it as UTF-8"
        }
    }
}
