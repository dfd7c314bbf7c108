import RxSwift
import RxRelay

/// How a `SharedSequence` is shared and where it delivers: `Driver` replays its latest value,
/// `Signal` does not; both deliver on the main scheduler and never fail.
public protocol SharingStrategyProtocol {
    static var scheduler: SchedulerType { get }
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A sequence that never errors, delivers on the main scheduler and is shared by its strategy.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType {
    let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    init(raw: Observable<Element>) {
        self.source = raw
    }

    /// Wraps `source` without checking the contract (no errors, main scheduler).
    public static func createUnsafe<Source: ObservableType>(source: Source) -> SharedSequence<SharingStrategy, Source.Element> {
        SharedSequence<SharingStrategy, Source.Element>(raw: source.asObservable())
    }

    public func asObservable() -> Observable<Element> { source }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

/// The scheduler `Driver` and `Signal` deliver on: a `MainScheduler` unless a test replaces it.
public enum SharingScheduler {
    nonisolated(unsafe) public private(set) static var make: () -> SchedulerType = { MainScheduler() }

    /// Runs `action` with `scheduler` as the sharing scheduler (for tests with virtual time).
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let original = make
        make = makeScheduler
        defer { make = original }
        try action()
    }
}

/// Shares with replay of the latest value; the sequence UI state is bound from.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// Shares without replay; the sequence of UI events.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

public extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    func asDriver() -> Driver<Element> { asSharedSequence() }
}

public extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    func asSignal() -> Signal<Element> { asSharedSequence() }
}

// MARK: - Making shared sequences from observables

public extension ObservableConvertibleType {
    /// A `Driver` of this sequence; an error is replaced by `onErrorJustReturn`, then completion.
    func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let source = asObservable().observe(on: DriverSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn)
        return Driver(source)
    }

    /// A `Driver` of this sequence; an error is replaced by the driver `onErrorDriveWith`.
    func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        let source = asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in onErrorDriveWith.asObservable() }
        return Driver(source)
    }

    /// A `Driver` of this sequence; an error is replaced by the driver `onErrorRecover` makes.
    func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        let source = asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() }
        return Driver(source)
    }

    /// A `Signal` of this sequence; an error is replaced by `onErrorJustReturn`, then completion.
    func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        let source = asObservable().observe(on: SignalSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn)
        return Signal(source)
    }

    func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        let source = asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in onErrorSignalWith.asObservable() }
        return Signal(source)
    }

    func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        let source = asObservable().observe(on: SignalSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() }
        return Signal(source)
    }
}

public extension BehaviorRelay {
    /// The relay as a `Driver`: it cannot fail, so no recovery is needed.
    func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

public extension PublishRelay {
    /// The relay as a `Signal`.
    func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

// MARK: - Creating

public extension SharedSequence {
    static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }

    static func deferred(_ factory: @escaping () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }
}

public extension SharedSequence where Element: RxAbstractInteger {
    static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
