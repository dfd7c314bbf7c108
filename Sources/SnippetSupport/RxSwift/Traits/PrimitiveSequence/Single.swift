/// Exactly one value, or an error. Sharing nothing: each subscription runs the work anew.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The `Trait` of `Single`.
public enum SingleTrait {}
