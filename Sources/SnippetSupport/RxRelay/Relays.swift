import RxSwift

// Relays are subjects without an end: values go in with `accept`, and nothing can send an error
// or a completion to their subscribers. Each relay keeps the matching subject as its `hub` and
// only ever sends it values, so the hub never ends either; subscribing is subscribing to the
// hub. (`asObservable()` is ObservableType's: an observable that subscribes to the relay.)

/// Sends each accepted value to the subscribers it has then; a late subscriber hears nothing
/// from before.
public final class PublishRelay<Element>: ObservableType {
    private let hub = PublishSubject<Element>()

    public init() {}

    public func accept(_ event: Element) {
        hub.on(.next(event))
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        hub.subscribe(observer)
    }
}

/// Holds a current `value`: a subscriber hears it first, then each accepted value.
public final class BehaviorRelay<Element>: ObservableType {
    private let hub: BehaviorSubject<Element>

    public init(value: Element) {
        hub = BehaviorSubject(value: value)
    }

    /// The latest accepted value (the initial one before any).
    public var value: Element {
        // The hub is never ended nor disposed, the only cases where reading it throws.
        try! hub.value()
    }

    /// Makes `event` the value, then sends it to the subscribers.
    public func accept(_ event: Element) {
        hub.on(.next(event))
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        hub.subscribe(observer)
    }
}

/// Keeps the last values accepted (as many as it was made for) and sends them to a new
/// subscriber first.
public final class ReplayRelay<Element>: ObservableType {
    private let hub: ReplaySubject<Element>

    /// Keeps the last `bufferSize` values.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(keeping: .create(bufferSize: bufferSize))
    }

    /// Keeps every value.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(keeping: .createUnbounded())
    }

    private init(keeping hub: ReplaySubject<Element>) {
        self.hub = hub
    }

    public func accept(_ event: Element) {
        hub.on(.next(event))
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        hub.subscribe(observer)
    }
}
