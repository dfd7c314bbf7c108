public extension ObservableType {
    /// One value, then completion; delivered during `subscribe`, without the trampoline.
    static func just(_ element: Element) -> Observable<Element> {
        ImmediateObservable { observer in
            observer.on(.next(element))
            observer.on(.completed)
        }
    }

    /// One value, then completion, sent on `scheduler` as two separate pieces of work (as
    /// RxSwift: on a `TestScheduler` the value comes a tick after subscribing, completion a tick
    /// later).
    static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable.create { observer in
            let completion = SerialDisposable()
            let value = scheduler.schedule(()) { _ in
                observer.onNext(element)
                completion.disposable = scheduler.schedule(()) { _ in
                    observer.onCompleted()
                    return Disposables.create()
                }
                return Disposables.create()
            }
            return Disposables.create(value, completion)
        }
    }

    /// Completes at once.
    static func empty() -> Observable<Element> {
        ImmediateObservable { $0.on(.completed) }
    }

    /// Never sends anything.
    static func never() -> Observable<Element> {
        ImmediateObservable { _ in }
    }

    /// Fails at once with `error`.
    static func error(_ error: Swift.Error) -> Observable<Element> {
        ImmediateObservable { $0.on(.error(error)) }
    }
}

/// A source that sends everything during `subscribe`, not through the trampoline (as RxSwift's
/// `just`, `empty`, `never` and `error` do).
final class ImmediateObservable<Element>: Observable<Element> {
    private let body: (AnyObserver<Element>) -> Void

    init(_ body: @escaping (AnyObserver<Element>) -> Void) {
        self.body = body
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        body(AnyObserver(observer))
        return Disposables.create()
    }
}
