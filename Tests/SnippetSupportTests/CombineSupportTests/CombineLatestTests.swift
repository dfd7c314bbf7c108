import Foundation
import SitegenCombine
import Testing

/// `combineLatest` as Apple's Combine documents it: nothing until every upstream has sent, then
/// the latest of each whenever any sends; finishes when all finish; fails at the first failure.
@Suite struct CombineLatestTests {
    enum Failure: Error { case broken }

    @Test func waitsForEveryUpstreamThenSendsTheLatestOfEach() {
        let email = PassthroughSubject<String, Never>()
        let password = PassthroughSubject<String, Never>()
        var received: [String] = []
        var finished = false
        let subscription = email.combineLatest(password) { "\($0)/\($1)" }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        email.send("a")
        email.send("ab")
        #expect(received.isEmpty)
        password.send("1")
        email.send("abc")
        password.send("12")
        #expect(received == ["ab/1", "abc/1", "abc/12"])
        email.send(completion: .finished)
        #expect(!finished)
        password.send(completion: .finished)
        #expect(finished)
        subscription.cancel()
    }

    @Test func failsAtTheFirstFailureAndCancelsTheOthers() {
        let a = PassthroughSubject<Int, Failure>()
        var cancelledB = false
        let b = PassthroughSubject<Int, Failure>()
        var completion: Subscribers.Completion<Failure>?
        let subscription = a.combineLatest(b.handleEvents(receiveCancel: { cancelledB = true }))
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
        a.send(completion: .failure(.broken))
        #expect(completion == .failure(.broken))
        #expect(cancelledB)
        subscription.cancel()
    }

    @Test func threeAndFourUpstreams() {
        var three: [Int] = []
        var four: [String] = []
        let c1 = Just(1).combineLatest(Just(2), [3, 4].publisher) { $0 + $1 + $2 }.sink { three.append($0) }
        let c2 = Publishers.CombineLatest4(Just("a"), Just("b"), Just("c"), Just("d")).map { $0 + $1 + $2 + $3 }.sink { four.append($0) }
        #expect(three == [6, 7])
        #expect(four == ["abcd"])
        _ = (c1, c2)
    }

    @Test func respectsTheSubscribersDemand() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var subscription: Subscription?
        a.combineLatest(b) { $0 * 10 + $1 }.subscribe(AnySubscriber(
            receiveSubscription: { subscription = $0; $0.request(.max(1)) },
            receiveValue: { received.append($0); return .none },
            receiveCompletion: { _ in }
        ))
        a.send(1)
        b.send(1)
        b.send(2)
        #expect(received == [11])
        subscription?.request(.max(1))
        #expect(received == [11, 12])
        subscription?.cancel()
    }
}
