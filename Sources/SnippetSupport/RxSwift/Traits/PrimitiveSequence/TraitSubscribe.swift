// Subscribing to a trait: the subscriber hears how the sequence ended, once.

extension PrimitiveSequence {
    /// Subscribes to the observable underneath and reports its first event as the ending (a
    /// value, an error, or completion without a value); nothing after it is reported.
    func subscribeToEnding(_ report: @escaping (TraitEnding<Element>) -> Void) -> Disposable {
        let settled = OnceFlag()
        return underlying.subscribe { event in
            if settled.claim() { report(TraitEnding(event)) }
        }
    }
}

/// True for the first caller of `claim()` only, whatever thread it is on.
final class OnceFlag: @unchecked Sendable {
    private let lock = RecursiveLock()
    private var claimed = false

    func claim() -> Bool {
        lock.performLocked {
            defer { claimed = true }
            return !claimed
        }
    }
}

public extension PrimitiveSequence where Trait == SingleTrait {
    /// What a `Single`'s subscriber is given: the result.
    typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Subscribes a function that receives the result. A `Single` that completes without a value
    /// breaks its promise; that stops the program, as RxSwift's debug build does.
    func subscribe(_ observer: @escaping SingleObserver) -> Disposable {
        subscribeToEnding { ending in
            switch ending {
            case .value(let value): observer(.success(value))
            case .failure(let error): observer(.failure(error))
            case .empty: stopOnBrokenContract("A Single completed without a value.")
            }
        }
    }

    /// Subscribes handlers for the value, the error and the disposal. `onDisposed` runs right
    /// after `onSuccess`/`onFailure`, or when the subscription is disposed first.
    func subscribe(onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let handlers = EndingHandlers(onValue: onSuccess, onFailure: onFailure, onEmpty: nil, onDisposed: onDisposed)
        return handlers.returned(with: subscribe { result in
            switch result {
            case .success(let value): handlers.run(.value(value))
            case .failure(let error): handlers.run(.failure(error))
            }
        })
    }

    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: @escaping (Swift.Error) -> Void, onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// The same, with `object` held weakly and passed to each handler; once it is gone, no
    /// handler runs.
    func subscribe<Object: AnyObject>(with object: Object, onSuccess: ((Object, Element) -> Void)? = nil, onFailure: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        let held = WeakBox(object)
        return subscribe(onSuccess: held.bind(onSuccess), onFailure: held.bind(onFailure), onDisposed: held.bind(onDisposed))
    }
}

// MARK: Maybe

public extension PrimitiveSequence where Trait == MaybeTrait {
    /// What a `Maybe`'s subscriber is given: how it ended.
    typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Subscribes a function that receives how the `Maybe` ended.
    func subscribe(_ observer: @escaping MaybeObserver) -> Disposable {
        subscribeToEnding { ending in
            switch ending {
            case .value(let value): observer(.success(value))
            case .failure(let error): observer(.error(error))
            case .empty: observer(.completed)
            }
        }
    }

    /// Subscribes handlers for the value, the error, completion without a value, and the
    /// disposal, which runs right after whichever of the others ran.
    func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let handlers = EndingHandlers(onValue: onSuccess, onFailure: onError, onEmpty: onCompleted, onDisposed: onDisposed)
        return handlers.returned(with: subscribeToEnding(handlers.run))
    }

    /// The same, with `object` held weakly and passed to each handler; once it is gone, no
    /// handler runs.
    func subscribe<Object: AnyObject>(with object: Object, onSuccess: ((Object, Element) -> Void)? = nil, onError: ((Object, Swift.Error) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        let held = WeakBox(object)
        return subscribe(onSuccess: held.bind(onSuccess), onError: held.bind(onError), onCompleted: held.bind(onCompleted), onDisposed: held.bind(onDisposed))
    }
}

// MARK: Completable

public extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// What a `Completable`'s subscriber is given: how it ended.
    typealias CompletableObserver = (CompletableEvent) -> Void

    /// Subscribes a function that receives how the `Completable` ended.
    func subscribe(_ observer: @escaping CompletableObserver) -> Disposable {
        subscribeToEnding { ending in
            if case .failure(let error) = ending { observer(.error(error)) } else { observer(.completed) }
        }
    }

    /// Subscribes handlers for completion, the error and the disposal, which runs right after
    /// either of the others.
    func subscribe(onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let handlers = EndingHandlers<Never>(onValue: nil, onFailure: onError, onEmpty: onCompleted, onDisposed: onDisposed)
        return handlers.returned(with: subscribeToEnding(handlers.run))
    }

    /// The same, with `object` held weakly and passed to each handler; once it is gone, no
    /// handler runs.
    func subscribe<Object: AnyObject>(with object: Object, onCompleted: ((Object) -> Void)? = nil, onError: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        let held = WeakBox(object)
        return subscribe(onCompleted: held.bind(onCompleted), onError: held.bind(onError), onDisposed: held.bind(onDisposed))
    }
}
