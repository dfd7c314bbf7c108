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
