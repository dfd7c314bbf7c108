/// The value names a Mustache template looks up, with where each tag starts: variables
/// (`{{x}}`, `{{{x}}}`, `{{&x}}`) and sections (`{{#x}}`, `{{^x}}`). Closing tags, comments,
/// partials, parents and blocks name no value. A delimiter change (`{{=<% %>=}}`) ends the
/// scan: what follows is not read with the default delimiters.
enum TemplateTags {
    struct Tag: Equatable {
        let name: String
        let line: Int
        let column: Int
    }

    /// The partials a template includes (`{{> name}}`).
    static func partials(_ text: String) -> [String] {
        scan(text, keeping: ">")
    }

    static func scan(_ text: String) -> [Tag] {
        scanTags(text)
    }

    private static func scan(_ text: String, keeping kept: Character) -> [String] {
        var names: [String] = []
        _ = scanTags(text) { sigil, name in if sigil == kept { names.append(name) } }
        return names
    }

    /// Every tag; `other` sees the tags that name no value (sigil and name).
    private static func scanTags(_ text: String, other: (Character, String) -> Void = { _, _ in }) -> [Tag] {
        var tags: [Tag] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0, line = 1, lineStart = 0
        while index + 1 < scalars.count {
            if scalars[index] == "\n" {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard scalars[index] == "{", scalars[index + 1] == "{" else { index += 1; continue }
            let start = index, startLine = line, column = index - lineStart + 1
            let triple = index + 2 < scalars.count && scalars[index + 2] == "{"
            let closer: [Unicode.Scalar] = triple ? ["}", "}", "}"] : ["}", "}"]
            var end = index + (triple ? 3 : 2)
            while end + closer.count <= scalars.count && Array(scalars[end..<end + closer.count]) != closer {
                if scalars[end] == "\n" { line += 1; lineStart = end + 1 }
                end += 1
            }
            guard end + closer.count <= scalars.count else { break }
            var inside = String(String.UnicodeScalarView(scalars[(start + (triple ? 3 : 2))..<end]))
            index = end + closer.count
            inside = inside.trimmingWhitespace
            guard let sigil = inside.first else { continue }
            switch sigil {
            case "=": return tags
            case "!", "/", ">", "<", "$":
                other(sigil, inside.dropFirst().trimmingWhitespace)
                continue
            case "#", "^", "&": inside = inside.dropFirst().trimmingWhitespace
            default: break
            }
            if !inside.isEmpty { tags.append(Tag(name: inside, line: startLine, column: column)) }
        }
        return tags
    }
}
