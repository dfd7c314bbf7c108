// Operators of `Single`: a transformed value stays a Single; one that may be dropped makes a Maybe.

public extension PrimitiveSequence where Trait == SingleTrait {
    /// Side effects around the ending and the subscription; the result passes unchanged. `on…`
    /// runs before the subscriber hears it, `after…` right after; what they throw becomes the
    /// failure.
    func `do`(onSuccess: ((Element) throws -> Void)? = nil, afterSuccess: ((Element) throws -> Void)? = nil,
              onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
              onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> Single<Element> {
        reshaped {
            $0.do(onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                  onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
        }
    }

    /// The value transformed.
    func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        reshaped { $0.map(transform) }
    }

    /// The value transformed, or completion without a value where `transform` gives nil.
    func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(wrapping: underlying.compactMap(transform))
    }

    /// The value if it passes `predicate`, else completion without one.
    func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(wrapping: underlying.filter(predicate))
    }

    /// The result of the `Single` made from the value.
    func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        reshaped { $0.flatMap { try selector($0).underlying } }
    }

    /// The ending of the `Maybe` made from the value.
    func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(wrapping: underlying.flatMap { try selector($0).underlying })
    }

    /// The ending of the `Completable` made from the value.
    func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(wrapping: underlying.flatMap { try selector($0).underlying })
    }

    /// `element` in place of an error.
    func catchAndReturn(_ element: Element) -> Single<Element> {
        reshaped { $0.catchAndReturn(element) }
    }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }

    /// The same sequence, read as a `Maybe`.
    func asMaybe() -> Maybe<Element> {
        Maybe(wrapping: underlying)
    }

    /// Completion where the value was, or the error.
    func asCompletable() -> Completable {
        Completable(wrapping: underlying.ignoreElements())
    }
}
