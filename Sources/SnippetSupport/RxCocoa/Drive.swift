import RxSwift
import RxRelay

// Subscribing to a `Driver`: `drive`, allowed only on the main thread, as in RxCocoa (on Linux
// the check passes everywhere, as RxSwift's does).

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The driver's observable, once the caller is known to be on the main thread.
    fileprivate func driven() -> Observable<Element> {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return asSharedSequence().wrapped
    }

    /// Values and completion go to every observer.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        driven().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// The same, for observers of optionals.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        driven().subscribe { event in observers.forEach { $0.on(event.map { $0 as Element? }) } }
    }

    /// Values are accepted by every relay; completion is dropped (a relay never ends).
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        driven().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        driven().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        driven().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        driven().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    /// Hands the observable to `with`, which subscribes it somewhere.
    public func drive<Result>(_ with: (Observable<Element>) -> Result) -> Result {
        with(driven())
    }

    /// The same, for a binder that takes one more argument.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        with(driven())(curriedArgument)
    }

    public func drive(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        driven().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// The same, with `object` held weakly and passed to each closure while it lives.
    public func drive<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        driven().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes and ignores every event.
    public func drive() -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
