import Foundation
import Testing
@testable import NotesModel

/// Prose is scanned as UTF-8 bytes when every scalar is plain (`PlainScalars`), else as
/// `Character`s; both find the same names. The byte scan rests on two claims about the plain
/// scalars, checked here for every one of them.
@Suite struct ProseMatcherTests {
    static let plain: [Unicode.Scalar] = PlainScalars.ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }

    /// A plain scalar is a `Character` of its own beside any other plain scalar: none is a
    /// combining mark or joiner (`a` before it would join it), a prefix (it would join the `a`
    /// after it), a conjoining jamo (it would join `가` or `각` before or after it), a regional
    /// indicator (it would join itself) or CR (it would join the line feed after it).
    @Test func eachPlainScalarIsACharacterOfItsOwn() {
        let neighbours: [Unicode.Scalar] = ["a", "가", "각", "\n"]
        let joined = Self.plain.filter { scalar in
            neighbours.contains { other in
                var before = String.UnicodeScalarView(), after = String.UnicodeScalarView()
                before.append(other); before.append(scalar)
                after.append(scalar); after.append(other)
                return String(before).count != 2 || String(after).count != 2
            } || String(String.UnicodeScalarView([scalar, scalar])).count != 2
        }
        #expect(joined.isEmpty, "\(joined.prefix(10).map { String(format: "U+%04X", $0.value) })")
    }

    /// No two strings of plain scalars are canonically equivalent (what `==` on `String` asks):
    /// a plain scalar decomposes into itself or into something with a scalar that is not plain,
    /// and no two plain scalars decompose alike.
    @Test func plainStringsAreEqualOnlyWhenTheirBytesAre() {
        var seen: [String: Unicode.Scalar] = [:]
        var problems: [String] = []
        for scalar in Self.plain {
            let decomposed = String(scalar).decomposedStringWithCanonicalMapping
            if decomposed.unicodeScalars.count > 1 || decomposed.unicodeScalars.first != scalar {
                if decomposed.unicodeScalars.allSatisfy(PlainScalars.contains) { problems.append(String(format: "U+%04X decomposes into plain scalars", scalar.value)) }
            }
            if let other = seen[decomposed] { problems.append(String(format: "U+%04X and U+%04X", scalar.value, other.value)) }
            seen[decomposed] = scalar
        }
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }

    /// Whether a word goes on before a name is asked of the scalar as `Character` asks it.
    @Test func aWordCharacterIsOneAsCharacterSaysSo() {
        let differing = Self.plain.filter { scalar in
            let character = Character(scalar)
            let bytes = Array(String(scalar).utf8)
            let byBytes = bytes.withUnsafeBufferPointer { ProseMatcher.isWordScalar($0, at: 0) }
            return byBytes != (character.isLetter || character.isNumber || character == "_")
        }
        #expect(differing.isEmpty, "\(differing.prefix(10).map { String(format: "U+%04X", $0.value) })")
    }

    /// Both scans agree, on plain text and on text that is not (the byte scan then declines).
    @Test(arguments: [
        "unowned를 쓰면 순환참조가 풀리고 weak으로도 됩니다. DisposeBag에 넣습니다.",
        "weakly는 아니고 weak_x도 아니며 순환 참조는 맞습니다; [weak self]와 [unowned self].",
        "BehaviorRelay를 씁니다. CurrentValueSubject와 짝입니다. 캡처 목록 (캡처목록 아님)",
        "표: | weak | unowned |\n\t들여쓰기 weak\n",
        "분해된 한글: \u{1109}\u{116E}\u{11AB}\u{1112}\u{116A}\u{11AB} 참조와 순환 참조",
        "이모지 👍🏽 다음 weak, e\u{0301} 다음 unowned",
        "줄 끝\r\nweak",
    ])
    func theByteScanFindsWhatTheCharacterScanFinds(_ text: String) {
        let index = ConceptTestSupport.index
        let fast = ProseMatcher.matches(in: text, index: index).map { (text[$0.range], $0.entry.href) }
        var slow = index
        slow.proseTable.byFirstTwoBytes = nil
        let reference = ProseMatcher.matches(in: text, index: slow).map { (text[$0.range], $0.entry.href) }
        #expect(fast.map(\.0) == reference.map(\.0))
        #expect(fast.map(\.1) == reference.map(\.1))
        #expect(!reference.isEmpty)
        let plain = text.unicodeScalars.allSatisfy(PlainScalars.contains)
        #expect(index.proseTable.byFirstTwoBytes != nil)
        if plain { #expect(text.utf8.withContiguousStorageIfAvailable { PlainScalars.all($0) } == true) }
    }

    /// An excerpt cut by counting bytes is the one cut by walking characters, wherever the
    /// mention is and however long the text.
    @Test func anExcerptOfPlainTextIsCutAsCharactersWouldCutIt() {
        var random = SystemRandomNumberGenerator()
        let pieces = ["가", "나", " ", "weak", "순환 참조", "a", "。", "é", "参", "·", "ㄱ"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let around = Bool.random(using: &random) ? pieces.randomElement(using: &random)! : nil
            let limit = Int.random(in: 1...30, using: &random)
            let plain = ConceptLinker.shortenPlain(text, around: around, limit: limit)
            #expect(plain == ConceptLinker.shortenByCharacters(text, around: around, limit: limit), "\(text) around \(around ?? "-") limit \(limit)")
        }
        #expect(ConceptLinker.shortenPlain("e\u{0301}가", around: nil, limit: 1) == nil)
    }

    /// A paragraph's excerpts, cut from the text it flattens and checks once, are the ones
    /// `shorten` cuts from the paragraph each time, for every mention in it.
    @Test func everyExcerptOfAParagraphIsTheOneShortenCuts() {
        var random = SystemRandomNumberGenerator()
        let pieces = ["가", "나", " ", "\n", "\r\n", "weak", "순환 참조", "a", "é", "e\u{0301}", "·"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...60, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let context = ConceptLinker.Context { text }
            for _ in 0..<3 {
                let around = Bool.random(using: &random) ? pieces.randomElement(using: &random)! : nil
                let limit = Int.random(in: 1...30, using: &random)
                #expect(context.excerpt(around: around, limit: limit) == ConceptLinker.shorten(text, around: around, limit: limit), "\(text) around \(around ?? "-") limit \(limit)")
            }
        }
    }

    /// The word inline code starts with, as the `Character`s give it.
    @Test(arguments: ["bind(to:)", "DisposeBag", "_x1.y", "[weak self]", "", "é(", "e\u{0301}x(", "ab\u{0301}c", "abc가", "x\r\ny", "1\u{FE0F}\u{20E3}", "한글이름()"])
    func theLeadingWordIsTheCharactersOne(_ text: String) {
        #expect(ConceptLinker.leadingWord(text) == String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
    }
}
