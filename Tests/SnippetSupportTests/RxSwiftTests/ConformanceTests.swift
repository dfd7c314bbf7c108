import Testing

/// The RxSwift layer against what real RxSwift 6.10 does for the same code (see `Behaviour`).
@Suite struct ConformanceTests {
    @Test(arguments: Behaviours.all)
    func behavesAsRxSwift(_ behaviour: Behaviour) async {
        // Awaited first, so a failure shows what it printed beside what RxSwift prints.
        let actual = await behaviour.actualOffThePool()
        #expect(actual == behaviour.expected, "\(behaviour.id)")
    }

    @Test func theSuiteIsLargeEnough() {
        #expect(Behaviours.all.count >= 300)
        #expect(Set(Behaviours.all.map(\.id)).count == Behaviours.all.count, "two behaviours share a name")
    }
}
