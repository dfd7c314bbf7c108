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
    /// Any observable type becomes an `Observable` that subscribes to it directly (operators
    /// see the source as it is, as RxSwift's operators, which keep their source generic, do).
    func asObservable() -> Observable<Element> {
        ObservableAdapter(self)
    }
}

/// An `Observable` that forwards subscriptions to any observable type.
final class ObservableAdapter<Source: ObservableType>: Observable<Source.Element> {
    private let source: Source

    init(_ source: Source) {
        self.source = source
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Source.Element {
        source.subscribe(observer)
    }
}
