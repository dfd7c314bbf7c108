// Operators of `Maybe`.

public extension PrimitiveSequence where Trait == MaybeTrait {
    /// Side effects around the ending and the subscription, named as for observables (a value is
    /// `onNext`, completion without one is `onCompleted`); the events pass unchanged.
    func `do`(onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
              onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
              onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
              onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> Maybe<Element> {
        reshaped {
            $0.do(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted,
                  afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
        }
    }

    /// The value transformed.
    func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        reshaped { $0.map(transform) }
    }

    /// The value transformed, dropped where `transform` gives nil.
    func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        reshaped { $0.compactMap(transform) }
    }

    /// The value if it passes `predicate`.
    func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        reshaped { $0.filter(predicate) }
    }

    /// The ending of the `Maybe` made from the value.
    func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        reshaped { $0.flatMap { try selector($0).underlying } }
    }

    /// `default` when it completes without a value.
    func ifEmpty(default: Element) -> Single<Element> {
        Single(wrapping: underlying.ifEmpty(default: `default`))
    }

    /// Goes on with `other` when it completes without a value.
    func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        reshaped { $0.ifEmpty(switchTo: other.underlying) }
    }

    /// Goes on with the `Single` `other` when it completes without a value.
    func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(wrapping: underlying.ifEmpty(switchTo: other.underlying))
    }

    /// `element` in place of an error.
    func catchAndReturn(_ element: Element) -> Maybe<Element> {
        reshaped { $0.catchAndReturn(element) }
    }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
        catchAndReturn(element)
    }
}
