import RxSwift

/// An observer that writes down each event it hears with the scheduler's tick.
public final class TestableObserver<Element>: ObserverType {
    /// What it heard, and when.
    public fileprivate(set) var events: [Recorded<Event<Element>>] = []

    public func on(_ event: Event<Element>) {
        let tick = clock.clock
        events.append(Recorded(time: tick, value: event))
        MarbleLog.record(event, line: marbleLine, time: tick)
    }

    private let clock: TestScheduler
    /// Its row in a marble diagram of the run, when one is recorded (`MarbleLog`).
    private let marbleLine = MarbleLog.newLine(.observer)

    init(clock: TestScheduler) { self.clock = clock }
}
