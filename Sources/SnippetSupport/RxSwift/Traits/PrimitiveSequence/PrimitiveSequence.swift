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

/// Exactly one value, or an error. Sharing nothing: each subscription runs the work anew.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// One value, or completion without one, or an error.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// Completion or an error; never a value.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// The `Trait` of `Single`.
public enum SingleTrait {}

/// The `Trait` of `Maybe`.
public enum MaybeTrait {}

/// The `Trait` of `Completable`.
public enum CompletableTrait {}

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

/// A type that is, or can give, a `PrimitiveSequence` (RxSwift's public protocol; the operators of
/// this layer are written on `PrimitiveSequence` itself).
public protocol PrimitiveSequenceType {
    associatedtype Trait
    associatedtype Element

    /// The sequence as the trait type.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}
