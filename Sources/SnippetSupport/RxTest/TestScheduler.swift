import Foundation
import RxSwift

/// Virtual time in ticks, as RxTest counts it.
public typealias TestTime = Int

/// The test clock's units: instants and spans are whole ticks, and a tick lasts `resolution`
/// seconds when the scheduler is asked for dates or given intervals.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    public typealias VirtualTimeUnit = Int
    public typealias VirtualTimeIntervalUnit = Int

    /// Seconds per tick.
    let secondsPerTick: Double

    init(resolution: Double) {
        secondsPerTick = resolution
    }

    /// Seconds to the nearest tick (halves round up).
    private func ticks(_ seconds: Double) -> Int {
        Int(seconds / secondsPerTick + 0.5)
    }

    public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        if lhs < rhs { return .lessThan }
        return lhs > rhs ? .greaterThan : .equal
    }

    public func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }

    public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: convertFromVirtualTimeInterval(virtualTime))
    }

    public func convertToVirtualTime(_ time: RxTime) -> Int { ticks(time.timeIntervalSince1970) }

    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        Double(virtualTimeInterval) * secondsPerTick
    }

    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { ticks(timeInterval) }
}

/// The scheduler of RxTest: a virtual clock in ticks with observables that play recorded events
/// (`createHotObservable`, `createColdObservable`), an observer that writes down what it hears
/// with the time (`createObserver`), and `start`, which creates, subscribes and disposes a
/// sequence at given ticks and runs everything.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// Whether work asked for now (or earlier) through `schedule`/`scheduleRelative` waits one tick.
    private let delaysImmediateWork: Bool

    /// `resolution`: seconds per tick. `simulateProcessingDelay`: work scheduled for now or the
    /// past runs one tick later, as work handed to a real scheduler takes time.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        delaysImmediateWork = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    override public func adjustScheduledTime(_ time: TestTime) -> TestTime {
        guard time <= clock else { return time }
        return delaysImmediateWork ? clock + 1 : clock
    }

    /// Runs `action` at tick `time` (exactly: no processing delay).
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual(action, time: time) { work in
            work()
            return Disposables.create()
        }
    }

    /// A sequence that plays `events` at their ticks to whoever is subscribed at that moment.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(playing: events, on: self, mode: .hot)
    }

    /// A sequence that plays `events` to each subscriber, their ticks counted from its subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(playing: events, on: self, mode: .cold)
    }

    /// An observer writing down each event with the tick it came at.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(clock: self)
    }

    /// Calls `create` at `created`, subscribes a new recording observer to the result at
    /// `subscribed`, disposes that subscription at `disposed`, runs the scheduler to the end of
    /// its agenda and returns the observer.
    public func start<Element, OutputSequence: ObservableConvertibleType>(created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> OutputSequence) -> TestableObserver<Element> where OutputSequence.Element == Element {
        let recorder = createObserver(Element.self)
        let stage = StartStage<Element>()
        scheduleAt(created) { stage.made = Self.observable(of: create()) }
        scheduleAt(subscribed) { stage.connection = stage.made?.subscribe(recorder) }
        scheduleAt(disposed) { stage.connection?.dispose() }
        start()
        return recorder
    }

    /// What `start` subscribes to. RxSwift turns an observable type that is not an `Observable`
    /// (a test observable, say) into one that keeps the sequence grammar: a `completed` or
    /// `error` ends the subscription to it at once, so its `subscriptions` show it ending there.
    private static func observable<Sequence: ObservableConvertibleType>(of product: Sequence) -> Observable<Sequence.Element> {
        let plain = product.asObservable()
        guard product is any ObservableType, !(product is Observable<Sequence.Element>) else { return plain }
        return Observable.create { observer in plain.subscribe(observer) }
    }

    /// `start` creating at 100 and subscribing at 200.
    public func start<Element, OutputSequence: ObservableConvertibleType>(disposed: TestTime, create: @escaping () -> OutputSequence) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start` creating at 100, subscribing at 200 and disposing at 1000.
    public func start<Element, OutputSequence: ObservableConvertibleType>(_ create: @escaping () -> OutputSequence) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(disposed: Defaults.disposed, create: create)
    }
}

extension TestScheduler {
    /// The ticks `start` uses when not told otherwise: the sequence is created at 100,
    /// subscribed at 200, and its subscription disposed at 1000.
    public enum Defaults {
        public static let created = 100, subscribed = 200, disposed = 1000
    }
}

/// What `start` holds between its three steps.
private final class StartStage<Element> {
    var made: Observable<Element>?
    var connection: Disposable?
}
