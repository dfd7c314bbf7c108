import AsyncAlgorithms
import SitegenAsync
import Testing

/// The third column: swift-async-algorithms through the bundled `AsyncAlgorithms` module.
@Suite struct AsyncAlgorithmsTests {
    @Test func zipPairsByPosition() async {
        var pairs: [String] = []
        for await (letter, number) in zip(["a", "b", "c"].async, [1, 2].async) {
            pairs.append("\(letter)\(number)")
        }
        #expect(pairs == ["a1", "b2"])
    }

    @Test func mergeSendsEveryValue() async {
        var values: [Int] = []
        for await value in merge([1, 2].async, [3].async) {
            values.append(value)
        }
        #expect(values.sorted() == [1, 2, 3])
    }

    @Test func chainAndReductions() async {
        var totals: [Int] = []
        for await total in chain([1, 2].async, [3].async).reductions(+) {
            totals.append(total)
        }
        #expect(totals == [1, 3, 6])
    }
}
