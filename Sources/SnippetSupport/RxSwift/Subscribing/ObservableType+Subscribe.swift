public extension ObservableType {
    /// Subscribes a closure that receives every event.
    func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnonymousObserver(on))
    }

    /// Subscribes handlers for values, the error, completion and disposal. `onDisposed` runs
    /// after `onCompleted`/`onError`, or when the subscription is disposed. An error with no
    /// `onError` goes to `Hooks.defaultErrorHandler`, which prints it.
    func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        let tracker = SynchronizationTracker()
        let observer = AnonymousObserver<Element> { event in
            tracker.register()
            defer { tracker.unregister() }
            switch event {
            case .next(let value):
                onNext?(value)
            case .error(let error):
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler(callStack, error)
                }
                disposed.dispose()
            case .completed:
                onCompleted?()
                disposed.dispose()
            }
        }
        return Disposables.create(asObservable().subscribe(observer), disposed)
    }

    /// The same, with `object` passed to each handler and held weakly: once it is gone the
    /// handlers are not called.
    func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] value in
                guard let object else { return }
                onNext?(object, value)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}
