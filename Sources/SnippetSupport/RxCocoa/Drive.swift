import RxSwift
import RxRelay

// Subscribing to `Driver`s (`drive`) and `Signal`s (`emit`): on the main thread only, as in
// RxCocoa.

public extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return asSharedSequence().asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return asSharedSequence().asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return asSharedSequence().asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return asSharedSequence().asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    func drive<Result>(_ with: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return with(asSharedSequence().asObservable())
    }

    func drive(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return asSharedSequence().asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    func drive<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return asSharedSequence().asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes and ignores every event.
    func drive() -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}

public extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asSharedSequence().asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    func emit(to relays: PublishRelay<Element>...) -> Disposable {
        asSharedSequence().asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        asSharedSequence().asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        asSharedSequence().asObservable().subscribe(onNext: { value in relays.forEach { $0.accept(value) } })
    }

    func emit(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        asSharedSequence().asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    func emit<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        asSharedSequence().asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
