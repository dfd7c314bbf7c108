/// One value, or completion without one, or an error.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The `Trait` of `Maybe`.
public enum MaybeTrait {}
