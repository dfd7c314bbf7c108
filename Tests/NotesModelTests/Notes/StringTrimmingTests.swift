import Testing
@testable import NotesModel

@Suite struct StringTrimmingTests {
    /// White space as Unicode defines it goes at both ends, whatever the first and last
    /// characters are (the visible-ASCII shortcut and the scalar walk agree).
    @Test func trimsUnicodeWhiteSpaceAtBothEnds() {
        let pieces: [Unicode.Scalar] = [" ", "\t", "\n", "\r", "\u{0B}", "\u{85}", "\u{A0}", "\u{3000}", "\u{2003}", "a", "~", "!", "가", "\u{7F}", "\u{01}", "é"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...8, using: &generator) { text.unicodeScalars.append(pieces.randomElement(using: &generator)!) }
            let scalars = Array(text.unicodeScalars)
            let first = scalars.firstIndex { !$0.properties.isWhitespace }
            let last = scalars.lastIndex { !$0.properties.isWhitespace }
            var expected = ""
            if let first, let last { expected.unicodeScalars.append(contentsOf: scalars[first...last]) }
            #expect(text.trimmingWhitespace == expected)
            #expect(text[...].trimmingWhitespace == expected)
        }
        #expect("  bind(to:) ".trimmingWhitespace == "bind(to:)")
        #expect("\u{3000}약한 참조\u{A0}".trimmingWhitespace == "약한 참조")
    }
}
