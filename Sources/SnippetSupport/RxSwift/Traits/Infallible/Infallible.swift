/// What an `Infallible` can send: values, then perhaps completion. There is no error case, which
/// is the whole point of the trait.
public enum InfallibleEvent<Element> {
    case next(Element)
    case completed

    /// The same event as an ordinary `Event`.
    public var event: Event<Element> {
        if case .next(let element) = self { return .next(element) }
        return .completed
    }
}

/// An observable sequence that cannot fail. Unlike `Driver` and `Signal` it has no scheduler of
/// its own and shares nothing: each subscription runs the source anew, exactly like an
/// `Observable`. The guarantee is kept by construction — `create` hands out an observer without
/// an error case, and observables become infallible only by saying what replaces their error
/// (`asInfallible(onErrorJustReturn:)` and its siblings).
public struct Infallible<Element>: InfallibleType {
    public func asObservable() -> Observable<Element> { underlying }

    /// Wraps `source` as it is. Only for sources known not to fail (our own operators applied to
    /// infallible inputs, relays, or a source whose errors were already replaced).
    init(wrapping source: Observable<Element>) { underlying = source }

    /// The observable underneath; every operator of the trait works on it and wraps the result.
    private let underlying: Observable<Element>
}

/// A type that is an `Infallible` or can be read as one; the operators of the trait are written
/// once, against this protocol.
public protocol InfallibleType: ObservableConvertibleType {}

extension ObservableConvertibleType {
    /// The sequence as `Infallible`, wrapped unchecked; the operators below use it on results
    /// that cannot fail because their inputs cannot.
    var uncheckedInfallible: Infallible<Element> { Infallible(wrapping: asObservable()) }
}
