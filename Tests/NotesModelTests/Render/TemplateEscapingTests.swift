import Mustache
import Testing
@testable import NotesModel

@Suite struct TemplateEscapingTests {
    /// What swift-mustache itself prints for `{{x}}` (its own HTML escaping).
    static func mustache(_ value: String) -> String {
        try! MustacheTemplate(string: "{{x}}").render(["x": value])
    }

    /// swift-mustache's `String.htmlEscape()` as it is written (a `Character` at a time), for
    /// the checks that run too often to go through a template each time.
    static func characterwise(_ text: String) -> String {
        let table: [Character: String] = ["<": "&lt;", ">": "&gt;", "&": "&amp;", "\"": "&quot;", "'": "&#39;"]
        return text.reduce(into: "") { $0 += table[$1] ?? String($1) }
    }

    @Test func escapesWhatSwiftMustacheEscapes() {
        let samples = [
            "", "plain", "<b>Tom & \"Jerry\"'s</b>", "'반응형' <스트림>은 \"값\"과 &를", "<<>>&&\"\"''",
            "a<\u{301}b", "\u{600}<x", "\u{600}\u{600}<", "<\u{200D}👍", "👍<🇰🇷>", "<\u{FE0F}", "क<\u{94D}क",
            "<\u{903}", "\r\n<\r\n", "<\u{1160}", "\u{1100}<", ">\u{338}", "&\u{20E3}", "\"\u{1F3FB}",
        ]
        for sample in samples {
            #expect(TemplateEscaping.escape(sample) == Self.mustache(sample), "\(sample.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// A character joined to its neighbour is another `Character`, which swift-mustache leaves
    /// as it is; so must the byte-wise escaping.
    @Test func aJoinedCharacterStaysAsItIs() {
        #expect(Self.mustache("<\u{301} \u{600}<") == "<\u{301} \u{600}<")
        #expect(TemplateEscaping.escape("<\u{301} \u{600}< <") == "<\u{301} \u{600}< &lt;")
    }

    /// Random texts from characters that escape, join or break grapheme clusters.
    @Test func randomTextsEscapeAsSwiftMustacheDoes() {
        let pool: [Unicode.Scalar] = [
            "<", ">", "&", "\"", "'", "a", " ", "\n", "\r", "반", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{301}", "\u{338}",
            "\u{200D}", "\u{FE0F}", "👍", "\u{1F3FB}", "\u{1F1F0}", "\u{1F1F7}", "\u{600}", "\u{605}", "\u{110BD}",
            "\u{903}", "\u{915}", "\u{94D}", "\u{E33}", "\u{0}", "é",
        ]
        var state: UInt64 = 0x5EED
        for _ in 0..<3_000 {
            var text = String.UnicodeScalarView()
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(state >> 60) + 1 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text.append(pool[Int(state >> 33) % pool.count])
            }
            let sample = String(text)
            #expect(TemplateEscaping.escape(sample) == Self.mustache(sample), "\(sample.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// Each of the five beside every other scalar of the planes that hold marks (the first two,
    /// and the tags and variation selectors of the fourteenth): the cases where a grapheme
    /// cluster could swallow it.
    @Test func everyNeighbourDecidesAsSwiftMustacheDoes() {
        for value in Array(UInt32(0x80)..<0x2_0000) + Array(UInt32(0xE_0000)..<0xE_1000) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for special in ["<", "'"] as [Unicode.Scalar] {
                for pair in [[scalar, special], [special, scalar]] {
                    var text = String.UnicodeScalarView()
                    text.append(contentsOf: pair)
                    let sample = String(text)
                    if TemplateEscaping.escape(sample) != Self.characterwise(sample) {
                        Issue.record("U+\(String(value, radix: 16)) beside \(special)")
                    }
                }
            }
        }
    }

    /// Only the five characters themselves compare equal to them: no other scalar is
    /// canonically equivalent to one, so no other byte needs escaping.
    @Test func noOtherScalarEqualsAnEscapedCharacter() {
        let escaped: Set<Character> = ["<", ">", "&", "\"", "'"]
        for value in UInt32(0x80)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if escaped.contains(Character(scalar)) { Issue.record("U+\(String(value, radix: 16))") }
        }
    }

    /// The pragma put before each template prints nothing and moves no line of the output.
    @Test func templatesRenderAsWithoutThePragma() throws {
        let templates = [
            "{{! a comment }}\n<p>{{v}}</p>\n",
            "  {{> part}}\n{{v}}",
            "{{<layout}}\n{{$body}}<b>{{v}}</b>{{/body}}\n{{/layout}}\n",
            "{{=<% %>=}}\n<% v %>\n",
            "\r\n{{v}}\r\n",
            "{{#list}}\n  {{.}}\n{{/list}}\n",
            "{{% CONTENT_TYPE: TEXT }}\n{{v}} {{> part}}",
            "",
        ]
        let partials = ["part": "<i>{{v}}</i>\n", "layout": "<main>\n{{$body}}{{/body}}\n</main>\n"]
        let context: [String: Any] = ["v": "<a & 'b'>", "list": ["x<", "\"y\""]]
        for text in templates {
            var plain = MustacheLibrary()
            var escaping = MustacheLibrary()
            for (name, partial) in partials {
                plain.register(try MustacheTemplate(string: partial), named: name)
                escaping.register(try TemplateEscaping.parse(partial), named: name)
            }
            plain.register(try MustacheTemplate(string: text), named: "page")
            escaping.register(try TemplateEscaping.parse(text), named: "page")
            #expect(escaping.render(context, withTemplate: "page") == plain.render(context, withTemplate: "page"), "\(text)")
        }
    }

    @Test func parseErrorsKeepTheTemplatesLineAndColumn() {
        for text in ["{{#broken}", "<p>\n  {{#a}}\n{{/b}}", "x\n\n{{% NOPE: 1}}", "{{#a}}\n"] {
            var expected: (Int, Int)?
            do { _ = try MustacheTemplate(string: text) } catch let error as MustacheTemplate.ParserError {
                expected = (error.context.lineNumber, error.context.columnNumber)
            } catch {}
            do {
                _ = try TemplateEscaping.parse(text)
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.line == expected?.0 && error.column == expected?.1, "\(text): \(error.line):\(error.column)")
            }
        }
    }
}
