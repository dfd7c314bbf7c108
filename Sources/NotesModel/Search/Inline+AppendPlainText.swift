extension Inline {
    /// Appends `plainText` to `out`: the search index gathers every paragraph's text, and
    /// `plainText` makes and joins a string for each inline of it.
    func appendPlainText(to out: inout String) {
        switch self {
        case .text(let text), .code(let text): out += text
        case .softBreak, .lineBreak: out += " "
        case .html, .footnoteReference: break
        case .emphasis(let content), .strong(let content), .strikethrough(let content),
             .link(_, _, let content, _, _), .image(_, _, let content, _, _), .conceptLink(_, _, let content):
            for inline in content { inline.appendPlainText(to: &out) }
        }
    }
}
