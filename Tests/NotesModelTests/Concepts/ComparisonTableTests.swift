import Testing
@testable import NotesModel

@Suite struct ComparisonTableTests {
    @Test func termsComeFromCodeSpansOrAreGiven() {
        let table = ConceptTestSupport.registry.tables[0]
        #expect(table.rows.map(\.id) == ["behaviorrelay", "sink"])
        #expect(table.rows[0].terms["rxswift"] == ["BehaviorRelay"])
        #expect(table.rows[1].terms["combine"] == ["sink"])
        #expect(table.counterparts(of: table.rows[1]) == "RxSwift: subscribe(onNext:) · Combine: sink(receiveValue:)")
    }

    @Test func problemsNameTheFileAndLine() {
        let yaml = "columns: {a: A}\nsections:\n  - title: t\n    rows:\n      - a: x\n      - id: one\n      - id: one\n"
        let parsed = ComparisonTable.parse(yaml, relativePath: "compare/x.yaml", displayPath: "content/compare/x.yaml")
        #expect(parsed.diagnostics.map(\.description) == [
            "content/compare/x.yaml:5: error: every comparison row needs an 'id'",
            "content/compare/x.yaml:6: error: row 'one' has no cell: give at least one of a",
            "content/compare/x.yaml:7: error: the row id 'one' is used twice",
            "content/compare/x.yaml:7: error: row 'one' has no cell: give at least one of a",
        ])
    }
}
