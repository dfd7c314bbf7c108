/// Every behaviour of the conformance suite, by family.
enum Behaviours {
    static var all: [Behaviour] {
        creation + transforming + filtering + combining + errorHandling + lifetime + subjects + timing + sharing + traits
            + schedulers + core + infallible + reactive + regressions
    }
}
