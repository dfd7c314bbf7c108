import Testing
@testable import NotesModel

@Suite struct SearchTokenizerTests {
    func matches(_ query: String, _ text: String) -> Bool {
        Set(SearchTokenizer.tokens(query, query: true)).isSubset(of: Set(SearchTokenizer.tokens(text)))
    }

    @Test func hangulBecomesSyllablePairsAcrossSpacesWithTheFirstSyllable() {
        #expect(SearchTokenizer.tokens("순환 참조가") == ["순", "순환", "참", "참조", "조가", "환참"])
        #expect(SearchTokenizer.tokens("값") == ["값"])
        #expect(SearchTokenizer.tokens("순환 참조", query: true) == ["순환", "참조", "환참"])
        #expect(matches("값", "값을 보냅니다"))
    }

    @Test func aStemIsFoundUnderAnyParticleAndSpacing() {
        #expect(matches("순환참조", "이것이 순환참조를 만듭니다"))
        #expect(matches("순환참조", "두 객체의 순환 참조가 생깁니다"))
        #expect(matches("순환 참조", "순환참조를"))
        #expect(matches("구독", "구독을 끊습니다"))
        #expect(!matches("구독", "독자"))
        // Punctuation breaks the bridge: pairs across it would be noise.
        #expect(!SearchTokenizer.tokens("순환. 참조").contains("환참"))
    }

    @Test func latinIsLowercasedAndSplitAtCamelCase() {
        #expect(SearchTokenizer.tokens("PassthroughSubject") == ["passthroughsubject", "passthrough", "subject"])
        #expect(SearchTokenizer.tokens("URLSession2") == ["urlsession2", "url", "session", "2"])
        #expect(matches("combine", "Combine을 씁니다"))
        #expect(matches("subject", "PassthroughSubject로"))
    }

    @Test func codeIdentifiersSplitAtPunctuation() {
        #expect(SearchTokenizer.tokens("store(in: &cancellables)") == ["store", "in", "cancellables"])
        #expect(matches("[weak self]", "{ [weak self] value in"))
        #expect(SearchTokenizer.compact("[weak self]") == "weakself")
        #expect(SearchTokenizer.compact("store(in: &x)").contains(SearchTokenizer.compact("store(in:)")))
    }
}
