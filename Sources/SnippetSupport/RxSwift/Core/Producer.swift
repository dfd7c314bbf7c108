/// The base of sitegen's observables: subscribing runs `run(_:)` on the current thread's
/// trampoline (`CurrentThreadScheduler`), so a subscription made while another is delivering is
/// queued behind it, exactly as RxSwift orders them.
class Producer<Element>: Observable<Element> {
    override init() {}

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if !CurrentThreadScheduler.isScheduleRequired {
            return run(AnyObserver(observer))
        }
        return CurrentThreadScheduler.instance.schedule(()) { _ in
            self.run(AnyObserver(observer))
        }
    }

    /// Connects `observer`; what it returns ends the connection. Overridden by every producer.
    func run(_ observer: AnyObserver<Element>) -> Disposable {
        fatalError("Abstract method")
    }
}
