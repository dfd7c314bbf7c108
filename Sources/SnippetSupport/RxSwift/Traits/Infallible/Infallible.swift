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

extension ObservableConvertibleType {
    /// The sequence as `Infallible`, wrapped unchecked; the operators below use it on results
    /// that cannot fail because their inputs cannot.
    var uncheckedInfallible: Infallible<Element> { Infallible(wrapping: asObservable()) }
}
