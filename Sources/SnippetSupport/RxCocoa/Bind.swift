@_spi(SitegenInternal) import RxSwift

// `bind(to:)` for observers and `bind(onNext:)`: RxCocoa's, as in RxSwift 6 (RxRelay adds relays).

public extension ObservableType {
    /// Sends the values (and the end) to each observer.
    func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends the values (and the end) to each observer of optionals.
    func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Hands the observable to `binder`, which subscribes it somewhere.
    func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// The same, for a binder that takes one more argument: `bind(to: tableView.rx.items) { … }`.
    func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` for each value; an error stops the program in debug builds.
    func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { error in stopOnBrokenContract("Binding error: \(error)") })
    }

    /// The same, with `object` held weakly and passed to `onNext`.
    func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        subscribe(with: object, onNext: onNext, onError: { _, error in stopOnBrokenContract("Binding error: \(error)") })
    }
}
