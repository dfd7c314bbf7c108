import Foundation
import RxSwift
import RxTest

/// One behaviour of the RxSwift layer: a scenario on a fresh `TestScheduler` (virtual time) that
/// renders what it observed — recorded events with their times, subscription intervals, or a
/// log — and the rendering real RxSwift 6.10 gives for the same code. The same files compile
/// against real RxSwift/RxTest, which is how each `expected` was obtained and is re-checked
/// (docs/reactive-library.md, "The conformance suite").
struct Behaviour: Sendable, CustomStringConvertible {
    let family: String
    let name: String
    let expected: String
    let run: @Sendable (TestScheduler) -> String

    init(_ family: String, _ name: String, _ expected: String, run: @escaping @Sendable (TestScheduler) -> String) {
        self.family = family
        self.name = name
        self.expected = expected
        self.run = run
    }

    var id: String { "\(family): \(name)" }
    var description: String { id }

    /// What the scenario renders now.
    func actual() -> String {
        run(TestScheduler(initialClock: 0))
    }

    /// `actual()` on a thread of its own, awaited: a scenario that blocks while it waits for
    /// Swift concurrency work (`values`, `Single.create` from async work) then never holds one of
    /// the few threads of the cooperative pool that this work and the other test cases need.
    func actualOffThePool() async -> String {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: actual()) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }
}

/// An error with a readable name in renderings.
struct TestError: Error, CustomStringConvertible {
    let description: String
}

let boom = TestError(description: "boom")

/// The recorded events, then each source's subscription intervals.
func render<Element>(_ observer: TestableObserver<Element>, _ sources: [Subscription]...) -> String {
    ([observer.events.description] + sources.map(\.description)).joined(separator: " ")
}

/// A log of what happened, in order.
final class Log {
    private(set) var lines: [String] = []
    func callAsFunction(_ line: String) { lines.append(line) }
    var text: String { lines.joined(separator: ", ") }
}
