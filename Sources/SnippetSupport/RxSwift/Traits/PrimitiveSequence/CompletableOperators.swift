// Operators of `Completable`: side effects, and running several one after another or together.

public extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// Side effects around the ending and the subscription; the events pass unchanged.
    func `do`(onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
              onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
              onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> Completable {
        reshaped {
            $0.do(onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
                  onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
        }
    }

    /// This, then `second`: `second` is subscribed once this completed, never after an error.
    func andThen<Value>(_ second: Single<Value>) -> Single<Value> {
        Single(wrapping: Observable.concat(underlying.retyped(), second.underlying))
    }

    /// This, then the `Maybe` `second`.
    func andThen<Value>(_ second: Maybe<Value>) -> Maybe<Value> {
        Maybe(wrapping: Observable.concat(underlying.retyped(), second.underlying))
    }

    /// This, then the `Completable` `second`.
    func andThen(_ second: Completable) -> Completable {
        concat(second)
    }

    /// This, then the observable `second`.
    func andThen<Value>(_ second: Observable<Value>) -> Observable<Value> {
        Observable.concat(underlying.retyped(), second)
    }

    /// This, then `second`.
    func concat(_ second: Completable) -> Completable {
        Completable.concat(self, second)
    }

    /// Each in turn; the first error ends it.
    static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    /// Each in turn; the first error ends it.
    static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable where Sequence.Element == Completable {
        Completable(wrapping: Observable.concat(sequence.map(\.underlying)))
    }

    /// Each in turn; the first error ends it.
    static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable where Collection.Element == Completable {
        Completable(wrapping: Observable.concat(collection.map(\.underlying)))
    }

    /// All at once: completes when every one has, fails at the first error.
    static func zip(_ sources: Completable...) -> Completable {
        zip(sources)
    }

    /// All at once: completes when every one has, fails at the first error.
    static func zip(_ sources: [Completable]) -> Completable {
        Completable(wrapping: Observable.merge(sources.map(\.underlying)))
    }

    /// All at once: completes when every one has, fails at the first error.
    static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable where Collection.Element == Completable {
        zip(Array(sources))
    }
}

extension Observable where Element == Swift.Never {
    /// The same events as a sequence of any element type (it has no values to convert).
    func retyped<Other>() -> Observable<Other> {
        lift { observer in
            { event in observer.on(event.error.map { .error($0) } ?? .completed) }
        }
    }
}
