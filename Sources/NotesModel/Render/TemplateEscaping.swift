import Mustache

/// How templates escape `{{name}}`: exactly as swift-mustache's own HTML escaping, but over UTF-8
/// bytes instead of one `Character` at a time. swift-mustache breaks the whole text into grapheme
/// clusters and looks each one up in a dictionary; that was a tenth of a build's CPU, though
/// most values have nothing to escape.
///
/// Every template is parsed with a `CONTENT_TYPE` pragma naming this escaping put before its
/// first line (`parse`): swift-mustache starts each template, partial and layout with its own
/// HTML escaping and switches at the pragma. The pragma stands on a line of its own, which
/// Mustache removes with its line break, so the output is the same; parse errors are moved back
/// one line (`ParseError`), and `TemplateVariables` reads the template's own text.
enum TemplateEscaping {
    /// The content type's name in the pragma; users' templates can name it too, to no effect.
    static let contentTypeName = "SITEGEN_HTML"

    struct ContentType: MustacheContentType {
        func escapeText(_ text: String) -> String { TemplateEscaping.escape(text) }
    }

    /// Registers the content type once, before the first template is parsed.
    private static let registered: Bool = {
        MustacheContentTypes.register(ContentType(), named: contentTypeName)
        return true
    }()

    /// A parse error at the line and column of the template's own text (0: not known).
    struct ParseError: Error {
        var line: Int
        var column: Int
        var reason: String
    }

    /// `text` parsed as a template that escapes with `escape`.
    static func parse(_ text: String) throws(ParseError) -> MustacheTemplate {
        _ = registered
        do {
            return try MustacheTemplate(string: "{{% CONTENT_TYPE: \(contentTypeName) }}\n" + text)
        } catch let error as MustacheTemplate.ParserError {
            // The pragma's line is line 1; a column is counted from its line's start, so it stays.
            throw ParseError(line: max(1, error.context.lineNumber - 1), column: error.context.columnNumber, reason: "\(error.error)")
        } catch {
            throw ParseError(line: 0, column: 0, reason: "\(error)")
        }
    }

    /// swift-mustache's `String.htmlEscape()`: `<`, `>`, `&`, `"` and `'` become `&lt;`, `&gt;`,
    /// `&amp;`, `&quot;` and `&#39;` when the character is a grapheme cluster of its own. One
    /// joined to a neighbour (`<` and a combining accent after it, or a prepended mark before it,
    /// U+0600 and such) is a different `Character` there, and stays as it is.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: isSpecial) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 32)
        append(escaping: text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `escape(text)`'s bytes appended to `output`: sitegen's own renderer writes a page into
    /// one buffer, so a value is escaped straight into it instead of into a `String` of its own.
    static func append(escaping text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard isSpecial(byte), standsAlone(at: index, in: bytes) else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                replacement(byte).withUTF8Buffer { output.append(contentsOf: $0) }
                index += 1
                start = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0x22 || byte == 0x27
    }

    private static func replacement(_ byte: UInt8) -> StaticString {
        switch byte {
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x26: "&amp;"
        case 0x22: "&quot;"
        default: "&#39;"
        }
    }

    /// Whether the ASCII character at `index` is a grapheme cluster by itself. An ASCII
    /// neighbour never joins it. A character of these five joins a scalar before it only by
    /// rule GB9b (a Prepend scalar) and one after it only by GB9/GB9a (Extend, ZWJ, SpacingMark):
    /// the other rules need context that one of them breaks. So the two scalars on either side,
    /// clustered alone by the standard library as swift-mustache's loop clusters them, decide.
    private static func standsAlone(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let special = Unicode.Scalar(bytes[index])
        if index > 0, bytes[index - 1] >= 0x80 {
            var lead = index - 1
            while lead > 0, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            if joined(scalar(in: bytes, at: lead, end: index), special) { return false }
        }
        if index + 1 < bytes.count, bytes[index + 1] >= 0x80 {
            var end = index + 2
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            if joined(special, scalar(in: bytes, at: index + 1, end: end)) { return false }
        }
        return true
    }

    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Unicode.Scalar {
        var decoder = UTF8()
        var iterator = bytes[start..<end].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    private static func joined(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        var pair = String.UnicodeScalarView()
        pair.append(first)
        pair.append(second)
        return String(pair).count == 1
    }
}
