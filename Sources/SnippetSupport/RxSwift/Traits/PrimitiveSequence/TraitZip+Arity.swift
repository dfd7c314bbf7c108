// `zip` of 2 to 8 `Single`s or `Maybe`s, written out for each count. Each is `zip` of the
// observables underneath: the result comes once every source has sent its value, the first
// error ends it, and for `Maybe`s a source that completes empty leaves nothing to pair.

public extension PrimitiveSequence where Trait == SingleTrait, Element == Any {
    /// The 2 values as a tuple, once all are in.
    static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>) -> PrimitiveSequence<Trait, (E1, E2)> {
        PrimitiveSequence<Trait, (E1, E2)>(wrapping: Observable.zip(source1.underlying, source2.underlying))
    }

    /// The 3 values as a tuple, once all are in.
    static func zip<E1, E2, E3>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence<Trait, (E1, E2, E3)>(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying))
    }

    /// The 4 values as a tuple, once all are in.
    static func zip<E1, E2, E3, E4>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4)>(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying))
    }

    /// The 5 values as a tuple, once all are in.
    static func zip<E1, E2, E3, E4, E5>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)>(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying))
    }

    /// The 6 values as a tuple, once all are in.
    static func zip<E1, E2, E3, E4, E5, E6>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)>(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying, source6.underlying))
    }

    /// The 7 values as a tuple, once all are in.
    static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)>(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying, source6.underlying, source7.underlying))
    }

    /// The 8 values as a tuple, once all are in.
    static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)>(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying, source6.underlying, source7.underlying, source8.underlying))
    }
}

public extension PrimitiveSequence where Trait == SingleTrait {
    /// The 2 values combined by `resultSelector`, once all are in.
    static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, resultSelector: @escaping (E1, E2) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable.zip(source1.underlying, source2.underlying, resultSelector: resultSelector))
    }

    /// The 3 values combined by `resultSelector`, once all are in.
    static func zip<E1, E2, E3>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, resultSelector: @escaping (E1, E2, E3) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, resultSelector: resultSelector))
    }

    /// The 4 values combined by `resultSelector`, once all are in.
    static func zip<E1, E2, E3, E4>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, resultSelector: @escaping (E1, E2, E3, E4) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, resultSelector: resultSelector))
    }

    /// The 5 values combined by `resultSelector`, once all are in.
    static func zip<E1, E2, E3, E4, E5>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying, resultSelector: resultSelector))
    }

    /// The 6 values combined by `resultSelector`, once all are in.
    static func zip<E1, E2, E3, E4, E5, E6>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying, source6.underlying, resultSelector: resultSelector))
    }

    /// The 7 values combined by `resultSelector`, once all are in.
    static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying, source6.underlying, source7.underlying, resultSelector: resultSelector))
    }

    /// The 8 values combined by `resultSelector`, once all are in.
    static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying, source6.underlying, source7.underlying, source8.underlying, resultSelector: resultSelector))
    }
}

public extension PrimitiveSequence where Trait == MaybeTrait, Element == Any {
    /// The 2 values as a tuple, once all are in.
    static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>) -> PrimitiveSequence<Trait, (E1, E2)> {
        PrimitiveSequence<Trait, (E1, E2)>(wrapping: Observable.zip(source1.underlying, source2.underlying))
    }

    /// The 3 values as a tuple, once all are in.
    static func zip<E1, E2, E3>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence<Trait, (E1, E2, E3)>(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying))
    }

    /// The 4 values as a tuple, once all are in.
    static func zip<E1, E2, E3, E4>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4)>(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying))
    }

    /// The 5 values as a tuple, once all are in.
    static func zip<E1, E2, E3, E4, E5>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)>(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying))
    }

    /// The 6 values as a tuple, once all are in.
    static func zip<E1, E2, E3, E4, E5, E6>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)>(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying, source6.underlying))
    }

    /// The 7 values as a tuple, once all are in.
    static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)>(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying, source6.underlying, source7.underlying))
    }

    /// The 8 values as a tuple, once all are in.
    static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)>(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying, source6.underlying, source7.underlying, source8.underlying))
    }
}

public extension PrimitiveSequence where Trait == MaybeTrait {
    /// The 2 values combined by `resultSelector`, once all are in.
    static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, resultSelector: @escaping (E1, E2) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable.zip(source1.underlying, source2.underlying, resultSelector: resultSelector))
    }

    /// The 3 values combined by `resultSelector`, once all are in.
    static func zip<E1, E2, E3>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, resultSelector: @escaping (E1, E2, E3) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, resultSelector: resultSelector))
    }

    /// The 4 values combined by `resultSelector`, once all are in.
    static func zip<E1, E2, E3, E4>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, resultSelector: @escaping (E1, E2, E3, E4) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, resultSelector: resultSelector))
    }

    /// The 5 values combined by `resultSelector`, once all are in.
    static func zip<E1, E2, E3, E4, E5>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying, resultSelector: resultSelector))
    }

    /// The 6 values combined by `resultSelector`, once all are in.
    static func zip<E1, E2, E3, E4, E5, E6>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying, source6.underlying, resultSelector: resultSelector))
    }

    /// The 7 values combined by `resultSelector`, once all are in.
    static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying, source6.underlying, source7.underlying, resultSelector: resultSelector))
    }

    /// The 8 values combined by `resultSelector`, once all are in.
    static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>, _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(wrapping: Observable.zip(source1.underlying, source2.underlying, source3.underlying, source4.underlying, source5.underlying, source6.underlying, source7.underlying, source8.underlying, resultSelector: resultSelector))
    }
}
