import RxSwift

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
