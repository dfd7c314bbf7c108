/// The theme's stylesheets and scripts as the site serves them: the comments and indentation
/// that document them for theme authors taken out (the default theme's CSS and JS went from
/// 61 KB to 48 KB per page). Deliberately conservative, for hand-written files:
///
/// - CSS: `/* … */` comments removed, white space collapsed, none kept around `{`, `}`, `;`
///   nor after `:` and `,`, `0.5` written `.5`; strings left as they are.
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
        // No space needed after these, nor before the first three.
        func tightBefore(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";") }
        func tightAfter(_ byte: UInt8) -> Bool { tightBefore(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",") }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
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
                index += 1
                continue
            }
            // A selector's `:` (`a :hover`) keeps the space before it; only spaces after go.
            if pendingSpace, let last = out.last, !tightAfter(last), !tightBefore(byte) { out.append(0x20) }
            pendingSpace = false
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                // Strings as they are.
                var end = index + 1
                while end < bytes.count && bytes[end] != byte {
                    if bytes[end] == UInt8(ascii: "\\") { end += 1 }
                    end += 1
                }
                out += bytes[index...min(end, bytes.count - 1)]
                index = end + 1
                continue
            }
            // `0.5` → `.5` where a number starts.
            if byte == UInt8(ascii: "0"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "."), isDigit(bytes[index + 2]),
               !(out.last.map { isDigit($0) || $0 == UInt8(ascii: ".") || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == UInt8(ascii: "-") && out.count > 1 && isDigit(out[out.count - 2]) } ?? false) {
                index += 1
                continue
            }
            out.append(byte)
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
