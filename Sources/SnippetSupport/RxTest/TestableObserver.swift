import RxSwift

/// An observer that writes down each event it hears with the scheduler's tick.
public final class TestableObserver<Element>: ObserverType {
    /// What it heard, and when.
    public fileprivate(set) var events: [Recorded<Event<Element>>] = []

    public func on(_ event: Event<Element>) {
        let tick = clock.clock
        events.append(Recorded(time: tick, value: event))
    }

    private let clock: TestScheduler

    init(clock: TestScheduler) { self.clock = clock }
}
