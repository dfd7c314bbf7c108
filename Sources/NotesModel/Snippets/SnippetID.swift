/// Names one code block of the course: its note and the line of its opening fence. Verify
/// results, badges, proofs and blessing find their block by it.
public struct SnippetID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The note's path relative to the content folder.
    public var note: String
    public var line: Int

    public init(note: String, line: Int) {
        self.note = note
        self.line = line
    }

    public var description: String { "\(note):\(line)" }

    public static func < (lhs: SnippetID, rhs: SnippetID) -> Bool {
        (lhs.note, lhs.line) < (rhs.note, rhs.line)
    }
}
