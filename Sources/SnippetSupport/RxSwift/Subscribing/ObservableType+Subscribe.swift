public extension ObservableType {
    /// Subscribes a closure that receives every event.
    func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(ClosureObserver(on))
    }

    /// Subscribes handlers for values, the error, completion and disposal. `onDisposed` runs
    /// after `onCompleted`/`onError`, or when the subscription is disposed. An error with no
    /// `onError` goes to `Hooks.defaultErrorHandler`, which prints it.
    func subscribe(onNext: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
                   onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let callbacks = SubscriptionCallbacks(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        let watch = GrammarWatch()
        let connection = asObservable().subscribe(ClosureObserver<Element> { event in
            watch.enter()
            callbacks.handle(event)
            watch.leave()
        })
        return Disposables.create(connection, callbacks.disposal)
    }

    /// The same, with `object` passed to each handler and held weakly: once it is gone the
    /// handlers are not called.
    func subscribe<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil,
                                      onError: ((Object, Swift.Error) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
                                      onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        let held = WeakBox(object)
        return subscribe(onNext: held.bind(onNext), onError: held.bind(onError),
                         onCompleted: held.bind(onCompleted), onDisposed: held.bind(onDisposed))
    }
}
