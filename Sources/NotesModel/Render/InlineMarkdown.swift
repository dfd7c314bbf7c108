/// A short piece of inline Markdown (a table cell, a note) as HTML without the paragraph around it.
enum InlineMarkdown {
    static func html(_ text: String) -> String {
        let document = MarkdownParser.parse(text)
        var body = HTMLRenderer().render(document).trimmingWhitespace
        if body.hasPrefix("<p>") && body.hasSuffix("</p>") && body.components(separatedBy: "<p>").count == 2 {
            body = String(body.dropFirst(3).dropLast(4))
        }
        return body
    }
}
