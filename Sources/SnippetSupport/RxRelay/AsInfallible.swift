import RxSwift

// Relays can never end with an error, so they become `Infallible` without saying what would
// replace one. The fallback below is never reached; it only satisfies the conversion's signature.

extension PublishRelay {
    /// The relay as an `Infallible`: the values accepted after subscribing.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

extension BehaviorRelay {
    /// The relay as an `Infallible`: the current value first, then each accepted one.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

extension ReplayRelay {
    /// The relay as an `Infallible`: the buffered values first, then each accepted one.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}
