import RxSwift

// Combining any number of shared sequences of one kind (the fixed arities are in
// SharedSequence+Arity.swift).

extension SharedSequence {
    fileprivate static func observables<Sources: Swift.Sequence>(_ sources: Sources) -> [Observable<Sources.Element.Element>] where Sources.Element: SharedSequenceConvertibleType {
        sources.map { $0.asObservable() }
    }

    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(observables(sources)))
    }

    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        merge(sources)
    }

    /// The sequences one after another.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(observables(sequence)))
    }

    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(observables(collection)))
    }

    /// The latest value of each, as an array, whenever one sends (once each has sent).
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element: SharedSequenceConvertibleType, Collection.Element.Element == Element, Collection.Element.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(observables(collection)))
    }

    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element) -> SharedSequence<SharingStrategy, Element> where Collection.Element: SharedSequenceConvertibleType, Collection.Element.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.combineLatest(observables(collection), resultSelector: resultSelector))
    }

    /// The n-th value of each, as an array.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element: SharedSequenceConvertibleType, Collection.Element.Element == Element, Collection.Element.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(observables(collection)))
    }

    public static func zip<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element) -> SharedSequence<SharingStrategy, Element> where Collection.Element: SharedSequenceConvertibleType, Collection.Element.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.zip(observables(collection), resultSelector: resultSelector))
    }
}
