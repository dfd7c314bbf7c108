import Testing
@testable import NotesModel

/// Titles broken as `word-break: keep-all` breaks Korean: at spaces only.
@Suite struct CardLinesTests {
    /// Ten units a character, a space included.
    static func measure(_ text: String) -> Int { text.count * 10 }

    @Test func breaksOnlyBetweenWords() {
        let lines = CardLines.wrap("순환 참조를 끊는 약한 참조", width: 100, maxLines: 3, measure: Self.measure)
        #expect(lines == CardLines(lines: ["순환 참조를 끊는", "약한 참조"], truncated: false))
    }

    @Test func neverSplitsAKoreanWordThatFitsOnALine() {
        // "캡처목록에서" fits on a line of its own but not after "weak"; it moves down whole.
        let lines = CardLines.wrap("weak 캡처목록에서", width: 80, maxLines: 3, measure: Self.measure)
        #expect(lines.lines == ["weak", "캡처목록에서"])
    }

    @Test func cutsOnlyAWordWiderThanALine() {
        let lines = CardLines.wrap("AnyCancellableSubscription 정리", width: 100, maxLines: 4, measure: Self.measure)
        #expect(lines.lines == ["AnyCancell", "ableSubscr", "iption 정리"])
    }

    @Test func endsTheLastLineWithAnEllipsisWhenTooLong() {
        let lines = CardLines.wrap("하나 둘 셋 넷 다섯 여섯", width: 50, maxLines: 2, measure: Self.measure)
        #expect(lines.truncated)
        #expect(lines.lines == ["하나 둘", "셋 넷…"])
    }
}
