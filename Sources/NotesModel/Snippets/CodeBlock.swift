import Foundation

/// A fenced or indented code block of a note, with its snippet meaning.
public struct CodeBlock: Sendable, Hashable {
    public var info: SnippetInfo
    /// The block's text exactly as written, hidden lines included (what gets compiled).
    public var source: String
    /// Where the opening fence is (file as shown in messages, line, column).
    public var location: SourceLocation
    /// The block's name across the course: its note and fence line.
    public var id: SnippetID
    /// Line of the opening fence in the note's file.
    public var line: Int { location.line }
    /// The ` ```output ` block that directly follows this one, if any: its text and fence line
    /// (`Block.Code.output`, attached by the parser).
    public var expectedOutput: String?
    public var expectedOutputLine: Int?
    /// The ` ```errors ` block after this one (or after its output block), if any: the compiler
    /// diagnostics it must get, and that block's fence line (`Block.Code.diagnostics`).
    public var expectedDiagnostics: String?
    public var expectedDiagnosticsLine: Int?
    /// Whether the block is a fenced one (only those can be blessed with an output block).
    public var fenced = true

    public init(info: SnippetInfo, source: String, location: SourceLocation, note: String) {
        self.info = info
        self.source = source
        self.location = location
        id = SnippetID(note: note, line: location.line)
    }

    /// The text shown on the page: lines between `// snippet.hide` and `// snippet.show` (and the
    /// markers themselves) removed, as DocC does.
    public var displayedSource: String { Self.displayed(source) }

    /// The line of the displayed text (1-based) that shows line `line` of `source`, or nil when
    /// that line is hidden.
    public static func displayedLine(_ line: Int, in source: String) -> Int? {
        guard source.includes("snippet.hide") else { return line }
        var hidden = false
        var shown = 0
        for (index, text) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let marker = trimmed == "// snippet.hide" || trimmed == "// snippet.show"
            if trimmed == "// snippet.hide" { hidden = true } else if trimmed == "// snippet.show" { hidden = false }
            let visible = !hidden && !marker
            if visible { shown += 1 }
            if index + 1 == line { return visible ? shown : nil }
        }
        return nil
    }

    /// `source` as shown on the page (see `displayedSource`).
    public static func displayed(_ source: String) -> String {
        guard source.includes("snippet.hide") else { return source }
        var hidden = false
        var kept: [Substring] = []
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "// snippet.hide" { hidden = true; continue }
            if trimmed == "// snippet.show" { hidden = false; continue }
            if !hidden { kept.append(line) }
        }
        return kept.joined(separator: "\n")
    }
}
