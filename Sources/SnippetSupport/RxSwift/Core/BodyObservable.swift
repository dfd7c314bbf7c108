/// The observable behind `create` and most operators: a closure run once per subscription with
/// that subscription's `Outlet`, returning what ends its work.
///
/// Connecting happens on the current thread's trampoline (`CurrentThreadScheduler`): when no
/// trampoline runs on this thread, this subscription opens one, so work that the body (or what it
/// subscribes to) schedules there runs after the body returns, in order. That is what makes
/// `merge(of(1, 2), of(3, 4))` interleave as in RxSwift.
final class BodyObservable<Element>: Observable<Element> {
    private let body: (Outlet<Element>) -> Disposable

    init(_ body: @escaping (Outlet<Element>) -> Disposable) {
        self.body = body
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let outlet = Outlet(AnyObserver(observer))
        guard CurrentThreadScheduler.isScheduleRequired else {
            outlet.attach(body(outlet))
            return outlet
        }
        _ = CurrentThreadScheduler.instance.schedule(outlet) { outlet in
            outlet.attach(self.body(outlet))
            return Disposables.create()
        }
        return outlet
    }
}

public extension ObservableType {
    /// An observable whose subscription runs `subscribe` with an observer to send events to;
    /// the returned disposable is disposed when the subscriber disposes or the sequence ends.
    static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        BodyObservable { outlet in subscribe(AnyObserver(outlet)) }
    }
}
