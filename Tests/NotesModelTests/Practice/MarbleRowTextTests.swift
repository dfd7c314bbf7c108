import Testing
@testable import NotesModel

/// A marble quiz's wrong rows as authors write them, and how they compare with a recorded row.
struct MarbleRowTextTests {
    typealias Event = MarbleDiagram.Event

    @Test func readsValuesCompletionAndErrorsByCommasAndLines() throws {
        let events = try MarbleRowText.parse("210: a, 240: 검색어\n300: × 시간 초과\n").get()
        #expect(events == [Event(time: 210, kind: .value("a")), Event(time: 240, kind: .value("검색어")), Event(time: 300, kind: .error("시간 초과"))])
        #expect(try MarbleRowText.parse("100: |").get() == [Event(time: 100, kind: .completed)])
        #expect(try MarbleRowText.parse("100: #").get() == [Event(time: 100, kind: .error(""))])
    }

    @Test func saysWhatIsWrongAndOnWhichLine() {
        #expect(MarbleRowText.parse("210: a\n240 b") == .failure(.init(line: 2, message: "`240 b` is not an event of a marble row: write `TICK: VALUE` (`210: a`), `TICK: |` for completion or `TICK: ×` for an error, separated by commas")))
        #expect(MarbleRowText.parse("300: a, 200: b") == .failure(.init(line: 1, message: "`200: b` comes before the event at 300: write a row's events in time order")))
        guard case .failure(let empty) = MarbleRowText.parse("\n \n") else { Issue.record("an empty row parsed"); return }
        #expect(empty.message.hasPrefix("this marble row has no events"))
    }

    @Test func aRowIsTheSameWhenEveryEventIsAtTheSameTick() throws {
        let recorded = [Event(time: 210, kind: .value("1")), Event(time: 300, kind: .error("Oops()"))]
        #expect(MarbleRowText.same(try MarbleRowText.parse("210: 1, 300: ×").get(), as: recorded), "an error without a message stands for any")
        #expect(MarbleRowText.same(try MarbleRowText.parse("210: 1, 300: × Oops()").get(), as: recorded))
        #expect(!MarbleRowText.same(try MarbleRowText.parse("210: 1, 300: × Other").get(), as: recorded))
        #expect(!MarbleRowText.same(try MarbleRowText.parse("211: 1, 300: ×").get(), as: recorded))
        #expect(!MarbleRowText.same(try MarbleRowText.parse("210: 1").get(), as: recorded))
        #expect(!MarbleRowText.same(try MarbleRowText.parse("210: 1, 300: |").get(), as: recorded))
    }
}
