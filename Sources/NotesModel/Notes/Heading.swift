/// A heading of a note, with the id its anchor uses.
public struct Heading: Sendable, Hashable {
    public var level: Int
    /// The heading's text as a reader sees it.
    public var text: String
    /// The anchor id (GitHub's rule, or the `{#custom-id}` the author gave).
    public var id: String
    public var line: Int

    public init(level: Int, text: String, id: String, line: Int) {
        self.level = level
        self.text = text
        self.id = id
        self.line = line
    }
}
