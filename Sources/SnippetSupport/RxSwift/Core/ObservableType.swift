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
    /// Any observable type becomes an `Observable` that keeps the grammar for it: after the
    /// source's `error` or `completed` it lets the source go, as RxSwift's does (a test observable
    /// subscribed through `asObservable()` records `(200: 300)` when it completes at 300).
    func asObservable() -> Observable<Element> {
        BodyObservable { outlet in self.subscribe(outlet) }
    }
}

extension ObservableType {
    /// The source as it is, for operators that subscribe to it directly and decide themselves
    /// when to let it go (`subscribe(on:)` disposes on its scheduler, after the end).
    var asIs: Observable<Element> {
        (self as? Observable<Element>) ?? ObservableAdapter(self)
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
