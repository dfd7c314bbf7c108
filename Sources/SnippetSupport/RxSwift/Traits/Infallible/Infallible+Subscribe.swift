// Subscribing to an infallible: the handlers have no error case.

extension InfallibleType {
    /// Subscribes a closure that receives each value and the completion.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { event in
            switch event {
            case .next(let element): on(.next(element))
            case .completed: on(.completed)
            case .error(let error):
                // Only a broken promise gets here (say a `flatMap` into a failing observable);
                // RxSwift's debug build stops the program at this point as well.
                fatalError("An Infallible sent an error, which it must never do: \(error)")
            }
        }
    }

    /// Subscribes handlers for values, completion and disposal. `onDisposed` runs after
    /// `onCompleted`, or when the subscription is disposed.
    public func subscribe(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        // With no error handler, an error that should not exist goes to `Hooks.defaultErrorHandler`
        // like any unhandled one, as it does in RxSwift.
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// The same, with `object` held weakly and handed to each handler; once it is gone, the
    /// handlers are no longer called.
    public func subscribe<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
