import RxSwift

// The two kinds of shared sequence. Both deliver on `SharingScheduler.make()` (the main
// scheduler); they differ only in what a late subscriber hears first.

/// State: a late subscriber hears the latest value at once (`share(replay: 1)`).
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// Events: a late subscriber hears only what comes after it (`share()` without replay).
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        shareWhileConnected(source, replaying: 1)
    }

    public static var scheduler: SchedulerType { SharingScheduler.make() }
}

public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        shareWhileConnected(source, replaying: 0)
    }

    public static var scheduler: SchedulerType { SharingScheduler.make() }
}

/// One subscription to `source` while anyone listens, replaying the last `count` values to
/// newcomers; once everyone left (or it ended) the next subscriber starts it again.
private func shareWhileConnected<Element>(_ source: Observable<Element>, replaying count: Int) -> Observable<Element> {
    source.share(replay: count, scope: .whileConnected)
}

extension SharedSequenceConvertibleType {
    /// This sequence seen as the `Driver` it is.
    public func asDriver() -> Driver<Element> where SharingStrategy == DriverSharingStrategy {
        asSharedSequence()
    }

    /// This sequence seen as the `Signal` it is.
    public func asSignal() -> Signal<Element> where SharingStrategy == SignalSharingStrategy {
        asSharedSequence()
    }
}

/// The scheduler `Driver` and `Signal` deliver on: a `MainScheduler` unless a test replaces it.
public enum SharingScheduler {
    nonisolated(unsafe) public private(set) static var make: () -> SchedulerType = { MainScheduler() }

    /// Runs `action` with `scheduler` as the sharing scheduler (for tests with virtual time).
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with schedulers from `makeScheduler`, then restores the previous maker.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let previous = make
        make = makeScheduler
        defer { make = previous }
        try action()
    }
}
