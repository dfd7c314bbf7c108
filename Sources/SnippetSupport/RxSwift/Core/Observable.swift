/// The type-erased observable sequence every operator returns. Subclasses override `subscribe`.
public class Observable<Element>: ObservableType {
    init() {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("Abstract method")
    }

    public func asObservable() -> Observable<Element> { self }
}

/// The same type under a name that does not clash with other libraries' `Observable`.
public typealias RxObservable<Element> = RxSwift.Observable<Element>
