/// Makes raw HTML from notes safe to pass through: GFM's tagfilter (`<script>`, `<iframe>`,
/// `<style>`… lose their `<`) plus neutralising `javascript:`-style URLs in attributes.
enum RawHTMLFilter {
    static let filteredTags = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"]

    /// A raw HTML block: every `<` that opens a filtered tag becomes `&lt;`.
    static func block(_ html: String) -> String {
        let bytes = Array(html.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") && opensFilteredTag(bytes, at: index) {
                output += Array("&lt;".utf8)
            } else {
                output.append(bytes[index])
            }
            index += 1
        }
        return neutraliseURLs(String(decoding: output, as: UTF8.self))
    }

    /// Inline raw HTML is one tag: only its opening `<` is checked, as cmark-gfm does.
    static func inline(_ html: String) -> String {
        let bytes = Array(html.utf8)
        if opensFilteredTag(bytes, at: 0) {
            return neutraliseURLs("&lt;" + String(decoding: bytes.dropFirst(), as: UTF8.self))
        }
        return neutraliseURLs(html)
    }

    /// cmark-gfm's `is_tag` for each filtered name.
    private static func opensFilteredTag(_ bytes: [UInt8], at start: Int) -> Bool {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return false }
        for name in filteredTags {
            var index = start + 1
            if index < bytes.count && bytes[index] == UInt8(ascii: "/") { index += 1 }
            var matched = true
            for character in name.utf8 {
                guard index < bytes.count, lowercase(bytes[index]) == character else { matched = false; break }
                index += 1
            }
            guard matched, index < bytes.count else { continue }
            let next = bytes[index]
            if next == UInt8(ascii: ">") || [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(next) { return true }
            if next == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">") { return true }
        }
        return false
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte + 0x20 : byte
    }

    /// `href="javascript:…"` (any case, quoted or not, with spaces) loses its scheme.
    static func neutraliseURLs(_ html: String) -> String {
        let lower = html.lowercased()
        guard lower.contains("script:") || lower.contains("file:") || lower.contains("data:") else { return html }
        var result = html
        let pattern = #/(?i)((?:href|src|action|formaction|xlink:href|poster|srcset)\s*=\s*["']?\s*)(javascript|vbscript|file|data)\s*:/#
        result.replace(pattern) { match in
            let value = String(match.output.2) + ":"
            if value.lowercased() == "data:" { return String(match.output.0) }
            return String(match.output.1) + "about:blank#blocked-"
        }
        return result
    }
}
