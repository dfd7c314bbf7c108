/// An inline element of a Markdown document.
public indirect enum Inline: Sendable, Hashable {
    case text(String)
    case softBreak
    case lineBreak
    case code(String)
    case html(String)
    case emphasis([Inline])
    case strong([Inline])
    case strikethrough([Inline])
    case link(destination: String, title: String, content: [Inline], line: Int, column: Int)
    case image(source: String, title: String, alt: [Inline], line: Int, column: Int)
    /// A footnote reference; `index` is its number in order of first use (1-based).
    case footnoteReference(label: String, index: Int, occurrence: Int)
    /// A link sitegen added to a concept page: a mention found in prose, or a `[[wiki link]]`.
    case conceptLink(href: String, title: String, content: [Inline])

    /// The text a reader sees, without markup (for alt text, TOC entries, excerpts, slugs).
    public var plainText: String {
        switch self {
        case .text(let text), .code(let text): text
        case .softBreak, .lineBreak: " "
        case .html: ""
        case .emphasis(let content), .strong(let content), .strikethrough(let content),
             .link(_, _, let content, _, _), .image(_, _, let content, _, _), .conceptLink(_, _, let content):
            content.plainText
        case .footnoteReference: ""
        }
    }
}

extension Array where Element == Inline {
    public var plainText: String { map(\.plainText).joined() }

    /// An image's alt text as cmark-gfm writes it: like `plainText`, but raw HTML kept as text.
    var altText: String {
        map { inline in
            switch inline {
            case .html(let raw): raw
            case .emphasis(let content), .strong(let content), .strikethrough(let content),
                 .link(_, _, let content, _, _), .image(_, _, let content, _, _), .conceptLink(_, _, let content):
                content.altText
            default: inline.plainText
            }
        }.joined()
    }
}
