/// An observer for UI-like targets: it hears only values (an error stops the program in debug
/// builds, as in RxSwift), and delivers them on `scheduler` (the main scheduler by default).
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Binds values to `target` with `binding`; `target` is held weakly.
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), binding: @escaping (Target, Value) -> Void) {
        weak var weakTarget = target
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target = weakTarget { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error):
                rxFatalErrorInDebug("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    public func on(_ event: Event<Value>) {
        binding(event)
    }

    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}

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

    /// Calls `onNext` for each value; an error stops the program in debug builds.
    func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { error in rxFatalErrorInDebug("Binding error: \(error)") })
    }

    /// The same, with `object` held weakly and passed to `onNext`.
    func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        subscribe(with: object, onNext: onNext, onError: { _, error in rxFatalErrorInDebug("Binding error: \(error)") })
    }
}
