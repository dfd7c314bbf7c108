@testable import NotesModel

/// A small registry: weak, unowned, 순환 참조, DisposeBag, capture list, and one comparison row.
enum ConceptTestSupport {
    static let registry: ConceptRegistry = {
        let concepts = [
            Concept(id: "weak", title: "weak 참조", description: nil, aliases: ["weak", "[weak self]"], related: [], source: "concepts/weak.md"),
            Concept(id: "unowned", title: "unowned 참조", description: nil, aliases: ["unowned", "[unowned self]"], related: [], source: "concepts/unowned.md"),
            Concept(id: "strong-reference-cycle", title: "순환 참조", description: nil, aliases: ["순환 참조", "순환참조"], related: [], source: "concepts/cycle.md"),
            Concept(id: "dispose-bag", title: "DisposeBag", description: nil, aliases: ["DisposeBag"], related: [], source: "concepts/dispose-bag.md"),
            Concept(id: "capture-list", title: "캡처 목록", description: nil, aliases: ["캡처 목록"], related: [], source: "concepts/capture-list.md"),
        ]
        let yaml = """
        id: rx
        columns: {rxswift: RxSwift, combine: Combine}
        sections:
          - title: 타입
            rows:
              - id: behaviorrelay
                rxswift: "`BehaviorRelay<Element>`"
                combine: "`CurrentValueSubject<Output, Never>`"
              - id: sink
                rxswift: "`subscribe(onNext:)`"
                combine: "`sink(receiveValue:)`"
        """
        let table = ComparisonTable.parse(yaml, relativePath: "compare/rx.yaml", displayPath: "content/compare/rx.yaml").table!
        return ConceptRegistry(concepts: concepts, tables: [table])
    }()

    static let index = MentionIndex(registry)

    static func link(_ markdown: String) -> (html: String, mentions: [Mention], diagnostics: [Diagnostic]) {
        let note = NoteParser.parse(markdown, relativePath: "notes/a.md", displayPath: "content/notes/a.md").note
        var linker = ConceptLinker(index: index, note: note, ownConcept: nil)
        let document = linker.link()
        var renderer = HTMLRenderer()
        renderer.mentionIndex = index
        return (renderer.render(document), linker.mentions, linker.diagnostics)
    }
}

extension Mention {
    var conceptID: String? {
        if case .concept(let id) = target { return id }
        return nil
    }
}
