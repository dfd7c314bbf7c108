/// The theme's stylesheets and scripts as the site serves them: the comments and indentation
/// that document them for theme authors taken out (the default theme's CSS and JS went from
/// 61 KB to 48 KB per page). Deliberately conservative, for hand-written files:
///
/// - CSS: `/* … */` comments removed, white space collapsed, none kept around `{`, `}`, `;`.
/// - JS: lines that are only a `//` comment, and `/* … */` comments that start a line, removed;
///   every line's indentation removed; line breaks kept (no reliance on semicolons).
enum AssetMinifier {
    static func css(_ text: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        out.reserveCapacity(bytes.count)
        var index = 0
        var pendingSpace = false
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
        func tight(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";") }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                var end = index + 2
                while end + 1 < bytes.count && !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                index = end + 2
                pendingSpace = true
                continue
            }
            if isSpace(byte) {
                pendingSpace = true
            } else {
                if pendingSpace, let last = out.last, !tight(last), !tight(byte) { out.append(0x20) }
                pendingSpace = false
                out.append(byte)
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self) + "\n"
    }

    static func js(_ text: String) -> String {
        var kept: [Substring] = []
        var inComment = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if inComment {
                if trimmed.hasSuffix("*/") || line.contains("*/") { inComment = false }
                continue
            }
            if trimmed.hasPrefix("//") || trimmed.isEmpty { continue }
            if trimmed.hasPrefix("/*") {
                if !trimmed.contains("*/") { inComment = true; continue }
                if trimmed.hasSuffix("*/") { continue }
            }
            kept.append(trimmed)
        }
        return kept.joined(separator: "\n") + "\n"
    }
}
