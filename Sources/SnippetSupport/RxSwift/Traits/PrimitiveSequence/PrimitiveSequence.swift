/// Single, Maybe and Completable share one type: an observable underneath, and a phantom `Trait`
/// that says which promise about the ending it keeps. The promise is kept by construction — the
/// trait's `create` hands out an observer that can only end the sequence, conversions from
/// observables check what they get (`asSingle()`, `asMaybe()`), and each operator below is one
/// whose result keeps the promise — so nothing is checked again when subscribing.
public struct PrimitiveSequence<Trait, Element> {
    /// What subscribing to the trait subscribes to.
    let underlying: Observable<Element>

    /// Wraps `observable` as it is; callers make sure it keeps the trait's promise.
    init(wrapping observable: Observable<Element>) { underlying = observable }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The events of the trait as an ordinary observable: a value is followed by completion.
    public func asObservable() -> Observable<Element> { underlying }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence {
    /// The name operators outside this folder use (`first()`, `toArray()`).
    init(raw: Observable<Element>) { self.init(wrapping: raw) }

    /// `transform` applied to the observable underneath, keeping the trait.
    func reshaped<Result>(_ transform: (Observable<Element>) -> Observable<Result>) -> PrimitiveSequence<Trait, Result> {
        PrimitiveSequence<Trait, Result>(wrapping: transform(underlying))
    }
}
