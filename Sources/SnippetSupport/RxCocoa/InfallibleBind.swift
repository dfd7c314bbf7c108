import RxSwift
import RxRelay

// `bind` for `Infallible`, as RxCocoa gives it to observables: an infallible has no error to
// route, so these only forward values (and completion, to observers).

extension InfallibleType {
    /// Sends the values and the completion to each observer.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in observers.forEach { $0.on(event.event) } }
    }

    /// The same, for observers of optionals.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        subscribe { event in observers.forEach { $0.on(event.event.map { $0 as Element? }) } }
    }

    /// Hands the sequence to `binder`, which subscribes it somewhere.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls `onNext` with each value.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// The same, with `object` held weakly and passed along.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        subscribe(with: object, onNext: onNext)
    }

    /// Accepts each value into each relay (relays never end, so completion is dropped).
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }
}
