import RxSwift

/// Anything that is, or can be seen as, a `ControlEvent`.
public protocol ControlEventType: ObservableType {
    /// This sequence as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// Something that happens to a UI element (a tap, an edit ending, a row selected), as an
/// observable. It sends nothing on subscription, never fails, delivers on the main scheduler
/// (events come from UIKit, which runs there) and completes when its element is freed.
/// Subscribing from another thread subscribes on the main queue.
///
/// It trusts the events it is made from to keep those promises.
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    /// The events, subscribed to on the main queue.
    private let happenings: Observable<PropertyType>

    /// Wraps `events`, subscribing to them on the main queue.
    public init<Events: ObservableType>(events: Events) where Events.Element == PropertyType {
        happenings = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    public func asControlEvent() -> ControlEvent<PropertyType> { self }

    public func asObservable() -> Observable<PropertyType> { happenings }
}

extension ControlEvent {
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == PropertyType {
        happenings.subscribe(observer)
    }
}
