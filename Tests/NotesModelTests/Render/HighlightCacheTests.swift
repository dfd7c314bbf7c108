import Foundation
import Testing
@testable import NotesModel

/// A block highlighted from the kept tokens must come out as one parsed now: the same HTML,
/// the same mentions, for every kind of block, and the next build must find what this one kept.
@Suite struct HighlightCacheTests {
    static let blocks: [String] = SwiftClassifierTests.tricky + SwiftClassifierTests.broken + [
        "let bag = DisposeBag()\nrelay.subscribe(onNext: { [weak self] in self?.show($0) }).disposed(by: bag)",
        "final class A {\n    weak var delegate: D?\n    unowned let owner: Owner\n    let relay = BehaviorRelay<Int>(value: 1)\n}",
        "subject.sink(receiveValue: { print($0) })\nlet bag: DisposeBag = .init()",
        String(repeating: "(", count: 20) + "1",
    ]

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("highlight-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func same(_ a: SwiftHighlighter.Result, _ b: SwiftHighlighter.Result) -> Bool {
        a.html == b.html && a.hits.count == b.hits.count && zip(a.hits, b.hits).allSatisfy { x, y in
            x.offset == y.offset && x.length == y.length && x.line == y.line && x.entry == y.entry && x.alsoMentions == y.alsoMentions
        }
    }

    @Test func keptTokensGiveWhatAParseGives() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = ConceptTestSupport.index
        let first = HighlightCache(folder: folder)
        #expect(first.storedCount == 0)
        for code in Self.blocks {
            #expect(Self.same(first.analyse(code, index: index), SwiftHighlighter.analyse(code, index: index)), "\(code)")
        }
        // The mentions were found at all (the comparison is not of two empty lists).
        let linked = first.analyse(Self.blocks[Self.blocks.count - 4], index: index)
        #expect(linked.hits.map(\.entry.href).contains { $0.contains("dispose-bag") })
        first.save()

        let second = HighlightCache(folder: folder)
        #expect(second.storedCount == Set(Self.blocks).count)
        for code in Self.blocks {
            #expect(Self.same(second.analyse(code, index: index), SwiftHighlighter.analyse(code, index: index)), "\(code)")
        }
        // With another course's concepts, the kept tokens are matched with those.
        let empty = MentionIndex(ConceptRegistry(concepts: [], tables: []))
        for code in Self.blocks {
            #expect(Self.same(second.analyse(code, index: empty), SwiftHighlighter.analyse(code, index: empty)), "\(code)")
        }
    }

    @Test func theFileHoldsOnlyTheBlocksTheLastBuildUsed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = ConceptTestSupport.index
        let first = HighlightCache(folder: folder)
        for code in Self.blocks { _ = first.analyse(code, index: index) }
        first.save()
        let second = HighlightCache(folder: folder)
        _ = second.analyse(Self.blocks[0], index: index)
        second.save()
        #expect(HighlightCache(folder: folder).storedCount == 1)
    }

    @Test func aDamagedFileIsReadAsEmpty() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = ConceptTestSupport.index
        let cache = HighlightCache(folder: folder)
        for code in Self.blocks { _ = cache.analyse(code, index: index) }
        cache.save()
        var bytes = try Data(contentsOf: cache.file)
        bytes.count -= 7
        try bytes.write(to: cache.file)
        let damaged = HighlightCache(folder: folder)
        for code in Self.blocks {
            #expect(Self.same(damaged.analyse(code, index: index), SwiftHighlighter.analyse(code, index: index)), "\(code)")
        }
        try Data("sitegen swift blocks 1\nnot this binary\n".utf8).write(to: cache.file)
        #expect(HighlightCache(folder: folder).storedCount == 0)
    }

    @Test(arguments: blocks)
    func tokensSurviveTheirEncoding(_ code: String) {
        let tokens = SwiftHighlighter.tokens(code)
        let encoded = HighlightCache.encode(tokens)
        #expect(encoded.flatMap { HighlightCache.decode($0[...]) } == tokens)
    }
}
