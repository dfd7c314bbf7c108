@_spi(SitegenInternal) import RxSwift

/// Anything that is, or can be seen as, a `ControlProperty`: observed for the values, observer
/// for setting them.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// This property as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a UI element, both ways. Subscribing sends the element's value at that moment,
/// then each value the user gives it (editing, switching, sliding…); values set by code are not
/// sent. It never fails, delivers on the main scheduler and completes when its element is freed.
/// Values sent to it (`bind(to:)`, `drive`) set the property on the main scheduler.
///
/// It trusts the values and the sink it is made from to keep those promises.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    /// The property's values, subscribed to on the main queue.
    private let reading: Observable<PropertyType>
    /// Where events sent to the property go (the sink's `on`).
    private let writing: (Event<PropertyType>) -> Void

    /// Joins `values` (subscribed to on the main queue) and `valueSink`, which sets the property.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink) where PropertyType == Values.Element, PropertyType == Sink.Element {
        writing = valueSink.on
        reading = values.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Sets the property to each value. A binding must not fail: an error stops the program, as
    /// RxCocoa's debug build does. Completion is passed to the sink, which ignores it when it is
    /// a `Binder`.
    public func on(_ event: Event<PropertyType>) {
        guard let error = event.error else { return writing(event) }
        stopOnBrokenContract("Binding error to UI: \(error)")
    }

    public func asControlProperty() -> ControlProperty<PropertyType> { self }

    public func asObservable() -> Observable<PropertyType> { reading }
}

extension ControlProperty {
    /// The user's changes only: the value sent on subscription is left out.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: reading.skip(1))
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == PropertyType {
        reading.subscribe(observer)
    }
}

extension ControlPropertyType where Element == String? {
    /// The text with `nil` read as `""`; setting it sets the text.
    public var orEmpty: ControlProperty<String> {
        let property = asControlProperty()
        let texts: Observable<String> = property.map { $0 ?? "" }
        return ControlProperty(values: texts, valueSink: property.mapObserver { (text: String) -> String? in text })
    }
}
