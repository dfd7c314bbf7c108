/// Every behaviour of the conformance suite, by family.
enum Behaviours {
    static var all: [Behaviour] {
<<<<<<< HEAD
        let families: [[Behaviour]] = [
            creation, transforming, filtering, combining, errorHandling, lifetime, subjects, timing, sharing, traits,
            schedulers, core, infallible, reactive, relays, traits2, newapi, concurrency, rxtest, rxtestAssertions,
        ]
        return families.flatMap { $0 }
=======
        creation + transforming + filtering + combining + errorHandling + lifetime + subjects + timing + sharing + traits
            + schedulers + core + infallible + reactive + rxtest + rxtestAssertions
>>>>>>> rxtest
    }
}
