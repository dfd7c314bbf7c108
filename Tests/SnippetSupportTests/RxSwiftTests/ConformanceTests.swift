import Testing

/// The RxSwift layer against what real RxSwift 6.10 does for the same code (see `Behaviour`).
@Suite struct ConformanceTests {
    @Test(arguments: Behaviours.all)
    func behavesAsRxSwift(_ behaviour: Behaviour) {
        #expect(behaviour.actual() == behaviour.expected, "\(behaviour.id)")
    }

    @Test func theSuiteIsLargeEnough() {
        #expect(Behaviours.all.count >= 150)
        #expect(Set(Behaviours.all.map(\.id)).count == Behaviours.all.count, "two behaviours share a name")
    }
}
