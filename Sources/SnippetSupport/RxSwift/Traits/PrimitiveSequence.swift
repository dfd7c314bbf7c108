/// An observable with a promise about its events, named by `Trait`: `Single` (one value or an
/// error), `Maybe` (at most one value), `Completable` (no values).
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) {
        source = raw
    }
}

public protocol PrimitiveSequenceType {
    associatedtype Trait
    associatedtype Element
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    public func asObservable() -> Observable<Element> { source }
}

public enum SingleTrait {}
public enum MaybeTrait {}
public enum CompletableTrait {}

/// Exactly one value, or an error.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>
/// One value, no value (completion), or an error.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>
/// Completion or an error, never a value.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Single` ends with.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

/// What a `Maybe` ends with.
@frozen public enum MaybeEvent<Element> {
    case success(Element)
    case error(Swift.Error)
    case completed
}

/// What a `Completable` ends with.
@frozen public enum CompletableEvent {
    case error(Swift.Error)
    case completed
}

// MARK: - Operators every trait shares (the result keeps the trait)

public extension PrimitiveSequence {
    /// A sequence made anew for each subscriber.
    static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try observableFactory().asObservable() })
    }

    /// Fails at once.
    static func error(_ error: Swift.Error) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// Never ends.
    static func never() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.never())
    }

    func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    @available(*, deprecated, renamed: "observe(on:)")
    func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    func retry() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry())
    }

    func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    func retry<TriggerObservable: ObservableType, Error: Swift.Error>(when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.do(onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

}

// MARK: - Single

public extension PrimitiveSequence where Trait == SingleTrait {
    typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A `Single` whose subscription calls `subscribe` with a function to report the result to.
    static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(raw: Observable.create { observer in
            subscribe { result in
                switch result {
                case .success(let value):
                    observer.on(.next(value))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        })
    }

    static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// Subscribes a function that receives the result.
    func subscribe(_ observer: @escaping SingleObserver) -> Disposable {
        var stopped = false
        return source.subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next(let value): observer(.success(value))
            case .error(let error): observer(.failure(error))
            case .completed: stopOnBrokenContract("Singles can't emit a completion event")
            }
        }
    }

    /// Subscribes handlers for the value, the error and the disposal.
    func subscribe(onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer: SingleObserver = { result in
            switch result {
            case .success(let value): onSuccess?(value)
            case .failure(let error):
                if let onFailure { onFailure(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            }
            disposable.dispose()
        }
        return Disposables.create(subscribe(observer), disposable)
    }

    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: @escaping (Swift.Error) -> Void, onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Subscribes with `object` held weakly and passed to each handler.
    func subscribe<Object: AnyObject>(with object: Object, onSuccess: ((Object, Element) -> Void)? = nil, onFailure: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        subscribe(
            onSuccess: { [weak object] value in if let object { onSuccess?(object, value) } },
            onFailure: { [weak object] error in if let object { onFailure?(object, error) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }

    func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: source.map(transform))
    }

    func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: source.compactMap(transform))
    }

    func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: source.filter(predicate))
    }

    func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: source.flatMap { try selector($0).asObservable() })
    }

    func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: source.flatMap { try selector($0).asObservable() })
    }

    func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: source.flatMap { try selector($0).asObservable() })
    }

    func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: source.catchAndReturn(element))
    }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }

    func asMaybe() -> Maybe<Element> { Maybe(raw: source) }

    func asCompletable() -> Completable { Completable(raw: source.ignoreElements()) }

    /// Both values as a tuple once both succeeded.
    static func zip<E1, E2>(_ source1: Single<E1>, _ source2: Single<E2>) -> Single<(E1, E2)> where Element == (E1, E2) {
        Single(raw: Observable.zip(source1.asObservable(), source2.asObservable()))
    }

    static func zip<E1, E2>(_ source1: Single<E1>, _ source2: Single<E2>, resultSelector: @escaping (E1, E2) throws -> Element) -> Single<Element> {
        Single(raw: Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    static func zip<Collection: Swift.Collection, Result>(_ collection: Collection) -> Single<[Result]> where Collection.Element == Single<Result>, Element == [Result] {
        Single(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}

// MARK: - Maybe

public extension PrimitiveSequence where Trait == MaybeTrait {
    typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        Maybe(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .success(let value):
                    observer.on(.next(value))
                    observer.on(.completed)
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        })
    }

    static func just(_ element: Element) -> Maybe<Element> { Maybe(raw: .just(element)) }

    static func empty() -> Maybe<Element> { Maybe(raw: .empty()) }

    func subscribe(_ observer: @escaping MaybeObserver) -> Disposable {
        var stopped = false
        return source.subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next(let value): observer(.success(value))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer: MaybeObserver = { event in
            switch event {
            case .success(let value): onSuccess?(value)
            case .error(let error):
                if let onError { onError(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            case .completed: onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(subscribe(observer), disposable)
    }

    func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: source.map(transform))
    }

    func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: source.filter(predicate))
    }

    func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: source.flatMap { try selector($0).asObservable() })
    }

    func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: source.ifEmpty(default: `default`))
    }

    func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: source.catchAndReturn(element))
    }
}

// MARK: - Completable

public extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    typealias CompletableObserver = (CompletableEvent) -> Void

    static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        Completable(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        })
    }

    static func empty() -> Completable { Completable(raw: .empty()) }

    func subscribe(_ observer: @escaping CompletableObserver) -> Disposable {
        var stopped = false
        return source.subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next: break
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    func subscribe(onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer: CompletableObserver = { event in
            switch event {
            case .error(let error):
                if let onError { onError(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            case .completed: onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(subscribe(observer), disposable)
    }

    /// This, then `second`.
    func andThen<Result>(_ second: Single<Result>) -> Single<Result> {
        Single(raw: source.map { _ -> Result in }.concat(second.asObservable()))
    }

    func andThen<Result>(_ second: Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: source.map { _ -> Result in }.concat(second.asObservable()))
    }

    func andThen(_ second: Completable) -> Completable {
        Completable(raw: source.concat(second.asObservable()))
    }

    func andThen<Result>(_ second: Observable<Result>) -> Observable<Result> {
        source.map { _ -> Result in }.concat(second)
    }
}

// MARK: - From observables

public extension ObservableType {
    /// The only value as a `Single`, sent at completion: an error if there is none or more
    /// than one.
    func asSingle() -> Single<Element> {
        Single(raw: atMostOne(orElse: .error(RxError.noElements)))
    }

    /// At most one value as a `Maybe`, sent at completion: an error if there are more.
    func asMaybe() -> Maybe<Element> {
        Maybe(raw: atMostOne(orElse: .completed))
    }

    /// The source's only value followed by completion, once it completes; `whenEmpty` if it
    /// sent none; `RxError.moreThanOneElement` at a second value.
    private func atMostOne(orElse whenEmpty: Event<Element>) -> Observable<Element> {
        lift { observer in
            var value: Element?
            return { event in
                switch event {
                case .next(let element):
                    if value != nil {
                        observer.on(.error(RxError.moreThanOneElement))
                        return
                    }
                    value = element
                case .error(let error): observer.on(.error(error))
                case .completed:
                    guard let value else {
                        observer.on(whenEmpty)
                        return
                    }
                    observer.on(.next(value))
                    observer.on(.completed)
                }
            }
        }
    }
}

public extension ObservableType where Element == Swift.Never {
    func asCompletable() -> Completable { Completable(raw: asObservable()) }
}

public extension ObservableType {
    /// Completion or error of the source, its values ignored.
    func asCompletable() -> Completable {
        Completable(raw: ignoreElements())
    }
}
