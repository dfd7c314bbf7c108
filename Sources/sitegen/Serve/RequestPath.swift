/// A request's path as a key into the served site, decoded once and checked: the site lives in
/// memory, so nothing outside it can be reached whatever the URL, and `..`, `.`, NUL bytes,
/// backslashes and bad percent-escapes (`%2e%2e`, `%2f` decode to those) are refused outright.
enum RequestPath: Equatable {
    /// The file to look up (`a/b/index.html`), and whether the URL named a folder (`/a/b/`).
    case file(String, folder: Bool)
    case invalid

    init(_ raw: String) {
        guard raw.hasPrefix("/"), let decoded = Self.percentDecoded(raw) else {
            self = .invalid
            return
        }
        var segments: [Substring] = []
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." || segment == ".." || segment.contains("\\") || segment.contains("\u{0}") {
                self = .invalid
                return
            }
            segments.append(segment)
        }
        let key = segments.joined(separator: "/")
        if key.isEmpty || decoded.hasSuffix("/") {
            self = .file(key.isEmpty ? "index.html" : key + "/index.html", folder: true)
        } else {
            self = .file(key, folder: false)
        }
    }

    /// `%XX` escapes decoded once (a double-encoded `%252e` stays `%2e`); `nil` for a broken
    /// escape or bytes that are not UTF-8.
    static func percentDecoded(_ raw: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count)
        var iterator = raw.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
