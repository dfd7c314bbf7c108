// `zip` of a collection of `Single`s.

public extension PrimitiveSequence where Trait == SingleTrait {
    /// The values in the collection's order, once all are in; an empty collection succeeds at
    /// once with `[]`.
    static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<SingleTrait, Element> {
        zip(collection) { $0 }
    }

    /// The values combined by `resultSelector`, once all are in (at once for an empty collection).
    static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<SingleTrait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>(wrapping: .deferred { .just(try resultSelector([])) })
        }
        return PrimitiveSequence<Trait, Result>(wrapping: Observable.zip(collection.map(\.underlying), resultSelector: resultSelector))
    }
}
