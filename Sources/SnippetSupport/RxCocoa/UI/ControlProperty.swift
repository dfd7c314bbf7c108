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

    private let values: Observable<PropertyType>
    private let valueSink: AnyObserver<PropertyType>

    /// Joins `values` (subscribed to on the main queue) and `valueSink`, which sets the property.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink) where PropertyType == Values.Element, PropertyType == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == PropertyType {
        values.subscribe(observer)
    }

    /// The user's changes only: the value sent on subscription is left out.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    public func asObservable() -> Observable<PropertyType> { values }

    public func asControlProperty() -> ControlProperty<PropertyType> { self }

    /// Sets the property to each value. A binding must not fail: an error stops the program, as
    /// RxCocoa's debug build does. Completion is passed to the sink, which ignores it when it is
    /// a `Binder`.
    public func on(_ event: Event<PropertyType>) {
        if let error = event.error {
            stopOnBrokenContract("Binding error to UI: \(error)")
        }
        valueSink.on(event)
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
