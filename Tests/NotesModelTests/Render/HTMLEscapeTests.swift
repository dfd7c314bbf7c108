import Testing
@testable import NotesModel

/// Text is escaped as cmark-gfm escapes it, wherever in a text the characters to escape fall
/// (the search for them reads eight bytes at a time).
struct HTMLEscapeTests {
    static func reference(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test func escapesAsCmarkAtEveryPosition() {
        var random = SystemRandomNumberGenerator()
        let pieces = ["a", "가", "&", "<", ">", "\"", "'", "/", " ", "é", "👍🏽", "\u{0}", "%", "=", "\u{7F}", "\u{A6}"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(HTMLEscape.text(text) == Self.reference(text), "\(text)")
        }
        #expect(HTMLEscape.text("<a href=\"x\">Tom & Jerry</a>") == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;")
        #expect(HTMLEscape.text("반응형 프로그래밍은 값의 흐름입니다") == "반응형 프로그래밍은 값의 흐름입니다")
    }
}
