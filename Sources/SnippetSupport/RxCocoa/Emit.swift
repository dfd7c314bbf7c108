import RxSwift
import RxRelay

// Subscribing to a `Signal`: `emit`.

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    fileprivate var emitted: Observable<Element> { asSharedSequence().wrapped }

    /// Values and completion go to every observer.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        emitted.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// The same, for observers of optionals.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        emitted.subscribe { event in observers.forEach { $0.on(event.map { $0 as Element? }) } }
    }

    /// Values are accepted by every relay; completion is dropped (a relay never ends).
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emitted.subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emitted.subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emitted.subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emitted.subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emitted.subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emitted.subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    public func emit(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        emitted.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// The same, with `object` held weakly and passed to each closure while it lives.
    public func emit<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        emitted.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes and ignores every event.
    public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
