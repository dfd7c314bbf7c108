// Making traits. `create` gives the subscriber's code a function that can only end the sequence;
// the `Outlet` behind it lets through the first ending and nothing after.

public extension PrimitiveSequence where Trait == SingleTrait {
    /// A `Single` whose subscription runs `subscribe` with a function to report the result to;
    /// the disposable it returns is disposed once the result is out or the subscriber leaves.
    static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(wrapping: BodyObservable { outlet in
            subscribe { result in result.observableEvents.forEach(outlet.on) }
        })
    }

    /// Succeeds with `element` during subscription.
    static func just(_ element: Element) -> Single<Element> {
        Single(wrapping: .just(element))
    }

    /// Succeeds with `element`, sent on `scheduler`.
    static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(wrapping: sentAsTwoSteps(element, on: scheduler))
    }
}

public extension PrimitiveSequence where Trait == MaybeTrait {
    /// A `Maybe` whose subscription runs `subscribe` with a function to report how it ended.
    static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        Maybe(wrapping: BodyObservable { outlet in
            subscribe { ending in ending.observableEvents.forEach(outlet.on) }
        })
    }

    /// Succeeds with `element` during subscription.
    static func just(_ element: Element) -> Maybe<Element> {
        Maybe(wrapping: .just(element))
    }

    /// Succeeds with `element`, sent on `scheduler`.
    static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(wrapping: sentAsTwoSteps(element, on: scheduler))
    }

    /// Completes without a value, at once.
    static func empty() -> Maybe<Element> {
        Maybe(wrapping: .empty())
    }
}

public extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Completable` whose subscription runs `subscribe` with a function to report how it ended.
    static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        Completable(wrapping: BodyObservable { outlet in
            subscribe { ending in ending.observableEvents.forEach(outlet.on) }
        })
    }

    /// Completes at once.
    static func empty() -> Completable {
        Completable(wrapping: .empty())
    }
}

// Forms every trait has.
public extension PrimitiveSequence {
    /// Fails at once with `error`.
    static func error(_ error: Swift.Error) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: .error(error))
    }

    /// Never ends.
    static func never() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: .never())
    }

    /// Runs `observableFactory` at each subscription and subscribes to what it made; an error
    /// it throws ends the sequence.
    static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: .deferred { try observableFactory().underlying })
    }

    /// Makes a resource for each subscription and disposes it when the subscription ends.
    static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource, primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: .using(resourceFactory) { try primitiveSequenceFactory($0).underlying })
    }
}

public extension PrimitiveSequence where Element: RxAbstractInteger {
    /// Sends 0 after `dueTime`, then ends.
    static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}

/// `value`, then completion, as two steps on `scheduler` (RxSwift's `just(_:scheduler:)` sends
/// them one scheduling apart: on a test scheduler, a tick apart).
private func sentAsTwoSteps<Element>(_ value: Element, on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    BodyObservable { outlet in
        scheduler.scheduleRecursive([Event.next(value), .completed][...]) { pending, sendRest in
            guard let first = pending.first else { return }
            outlet.on(first)
            if pending.count > 1 { sendRest(pending.dropFirst()) }
        }
    }
}
