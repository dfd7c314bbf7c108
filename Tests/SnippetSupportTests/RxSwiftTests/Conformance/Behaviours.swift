/// Every behaviour of the conformance suite, by family.
enum Behaviours {
    static var all: [Behaviour] {
        let families: [[Behaviour]] = [
            creation, transforming, filtering, combining, errorHandling, lifetime, subjects, timing, sharing, traits,
            schedulers, core, infallible, reactive, relays, traits2, newapi, concurrency, rxtest, rxtestAssertions, regressions,
        ]
        return families.flatMap { $0 }
    }
}
