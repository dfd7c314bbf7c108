// Combining several infallible sequences: the observable operators of the same names, applied to
// the sequences underneath. `combineLatest` and `zip` of 2 to 8 sources follow, then `merge` and
// `concat`.

extension InfallibleType {
    /// The latest value of each of 2 sources, through `resultSelector`, once all have sent.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2, resultSelector: @escaping (I1.Element, I2.Element) throws -> Element) -> Infallible<Element> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The latest value of each of 3 sources, through `resultSelector`, once all have sent.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element) -> Infallible<Element> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The latest value of each of 4 sources, through `resultSelector`, once all have sent.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element) -> Infallible<Element> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The latest value of each of 5 sources, through `resultSelector`, once all have sent.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) throws -> Element) -> Infallible<Element> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The latest value of each of 6 sources, through `resultSelector`, once all have sent.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) throws -> Element) -> Infallible<Element> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The latest value of each of 7 sources, through `resultSelector`, once all have sent.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) throws -> Element) -> Infallible<Element> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The latest value of each of 8 sources, through `resultSelector`, once all have sent.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8, resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) throws -> Element) -> Infallible<Element> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The n-th values of 2 sources together, through `resultSelector`.
    public static func zip<E1, E2>(_ source1: Infallible<E1>, _ source2: Infallible<E2>, resultSelector: @escaping (E1, E2) throws -> Element) -> Infallible<Element> {
        Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The n-th values of 3 sources together, through `resultSelector`.
    public static func zip<E1, E2, E3>(_ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, resultSelector: @escaping (E1, E2, E3) throws -> Element) -> Infallible<Element> {
        Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The n-th values of 4 sources together, through `resultSelector`.
    public static func zip<E1, E2, E3, E4>(_ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, resultSelector: @escaping (E1, E2, E3, E4) throws -> Element) -> Infallible<Element> {
        Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The n-th values of 5 sources together, through `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5>(_ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>, resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element) -> Infallible<Element> {
        Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The n-th values of 6 sources together, through `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element) -> Infallible<Element> {
        Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The n-th values of 7 sources together, through `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>, _ source7: Infallible<E7>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element) -> Infallible<Element> {
        Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The n-th values of 8 sources together, through `resultSelector`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>, _ source7: Infallible<E7>, _ source8: Infallible<E8>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element) -> Infallible<Element> {
        Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The latest values of all the sources, as an array, once each has sent.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]> where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Observable.combineLatest(collection.map { $0.asObservable() }).uncheckedInfallible
    }

    /// The latest values of all the sources, through `resultSelector`, once each has sent.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element) -> Infallible<Element> where Collection.Element: InfallibleType {
        Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector).uncheckedInfallible
    }

    /// The values of all the sources as they come; completes when all have completed.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Observable.merge(sources.map { $0.asObservable() }).uncheckedInfallible
    }

    /// The same, for an array of sources.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Observable.merge(sources.map { $0.asObservable() }).uncheckedInfallible
    }

    /// The same, for any collection of sources.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Observable.merge(sources.map { $0.asObservable() }).uncheckedInfallible
    }

    /// Each source in turn, the next subscribed when the previous completes.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Observable.concat(sources.map { $0.asObservable() }).uncheckedInfallible
    }

    /// The same, for any collection of sources.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Observable.concat(collection.map { $0.asObservable() }).uncheckedInfallible
    }

    /// The same, for any sequence of sources.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element> where Sequence.Element == Infallible<Element> {
        Observable.concat(sequence.map { $0.asObservable() }).uncheckedInfallible
    }
}

extension InfallibleType where Element == Any {
    /// The latest value of each of 2 sources, as a tuple, once all have sent.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType>(_ source1: O1, _ source2: O2) -> Infallible<(O1.Element, O2.Element)> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable()) { ($0, $1) }.uncheckedInfallible
    }

    /// The latest value of each of 3 sources, as a tuple, once all have sent.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3) -> Infallible<(O1.Element, O2.Element, O3.Element)> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable()) { ($0, $1, $2) }.uncheckedInfallible
    }

    /// The latest value of each of 4 sources, as a tuple, once all have sent.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()) { ($0, $1, $2, $3) }.uncheckedInfallible
    }

    /// The latest value of each of 5 sources, as a tuple, once all have sent.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType, O5: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()) { ($0, $1, $2, $3, $4) }.uncheckedInfallible
    }

    /// The latest value of each of 6 sources, as a tuple, once all have sent.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType, O5: InfallibleType, O6: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable()) { ($0, $1, $2, $3, $4, $5) }.uncheckedInfallible
    }

    /// The latest value of each of 7 sources, as a tuple, once all have sent.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType, O5: InfallibleType, O6: InfallibleType, O7: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()) { ($0, $1, $2, $3, $4, $5, $6) }.uncheckedInfallible
    }

    /// The latest value of each of 8 sources, as a tuple, once all have sent.
    public static func combineLatest<O1: InfallibleType, O2: InfallibleType, O3: InfallibleType, O4: InfallibleType, O5: InfallibleType, O6: InfallibleType, O7: InfallibleType, O8: InfallibleType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8) -> Infallible<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()) { ($0, $1, $2, $3, $4, $5, $6, $7) }.uncheckedInfallible
    }
}
