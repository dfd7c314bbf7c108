/// A type that is, or can give, a `PrimitiveSequence` (RxSwift's public protocol; the operators of
/// this layer are written on `PrimitiveSequence` itself).
public protocol PrimitiveSequenceType {
    associatedtype Trait
    associatedtype Element

    /// The sequence as the trait type.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}
