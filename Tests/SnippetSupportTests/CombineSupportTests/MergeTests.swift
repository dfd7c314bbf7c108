import Foundation
import SitegenCombine
import Testing

/// `merge(with:)`, `Merge3`…`Merge8` and `MergeMany`: values as they come from any upstream;
/// finished when all finish; failed at the first failure.
@Suite struct MergeTests {
    enum Failure: Error { case broken }

    @Test func interleavesAsValuesCome() {
        let a = PassthroughSubject<String, Never>()
        let b = PassthroughSubject<String, Never>()
        var received: [String] = []
        var finished = false
        let subscription = a.merge(with: b).sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        a.send("a1")
        b.send("b1")
        a.send("a2")
        a.send(completion: .finished)
        b.send("b2")
        #expect(received == ["a1", "b1", "a2", "b2"])
        #expect(!finished)
        b.send(completion: .finished)
        #expect(finished)
        subscription.cancel()
    }

    @Test func mergeManyOfSequencesSendsEachInTurn() {
        var received: [Int] = []
        let subscription = Publishers.MergeMany([[1, 2].publisher, [3].publisher, [4, 5].publisher]).sink { received.append($0) }
        #expect(received == [1, 2, 3, 4, 5])
        subscription.cancel()
    }

    @Test func eightUpstreams() {
        var received: [Int] = []
        let subscription = Just(1).merge(with: Just(2), Just(3), Just(4), Just(5), Just(6), Just(7), Just(8)).sink { received.append($0) }
        #expect(received == Array(1...8))
        subscription.cancel()
    }

    @Test func aFailureEndsTheMerge() {
        let a = PassthroughSubject<Int, Failure>()
        let b = PassthroughSubject<Int, Failure>()
        var received: [Int] = []
        var completion: Subscribers.Completion<Failure>?
        let subscription = a.merge(with: b).sink(receiveCompletion: { completion = $0 }, receiveValue: { received.append($0) })
        a.send(1)
        b.send(completion: .failure(.broken))
        a.send(2)
        #expect(received == [1])
        #expect(completion == .failure(.broken))
        subscription.cancel()
    }

    @Test func cancellingStopsEveryUpstream() {
        var cancelled: [String] = []
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscription = a.handleEvents(receiveCancel: { cancelled.append("a") })
            .merge(with: b.handleEvents(receiveCancel: { cancelled.append("b") }))
            .sink { _ in }
        subscription.cancel()
        #expect(cancelled == ["a", "b"])
    }
}
