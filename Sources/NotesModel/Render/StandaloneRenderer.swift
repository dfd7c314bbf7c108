/// `sitegen render FILE`: one note's body HTML without the rest of the course.
public enum StandaloneRenderer {
    public struct Output: Sendable {
        public var html: String
        public var diagnostics: [Diagnostic]
    }

    /// Renders `text` as the body of a note at `displayPath`. Links to other `.md` files become
    /// pretty URLs relative to this note's page (`other.md#x` → `../other/#x`).
    public static func render(_ text: String, displayPath: String) -> Output {
        // The whole body as Markdown renders it: no page title stands above it here.
        let parsed = NoteParser.parse(text, relativePath: displayPath, displayPath: displayPath, keepingTitleHeading: true)
        let renderer = HTMLRenderer(
            resolveLink: { LinkTarget.relativePrettyURL($0) }
        )
        return Output(html: renderer.render(parsed.note.document), diagnostics: parsed.diagnostics)
    }
}
