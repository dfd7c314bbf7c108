/// Something that can be turned into an `Observable`.
public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

/// A push-based sequence: `subscribe` connects an observer and returns what ends the connection.
public protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

public extension ObservableType {
    /// Any observable type becomes an `Observable` that subscribes to it.
    func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
