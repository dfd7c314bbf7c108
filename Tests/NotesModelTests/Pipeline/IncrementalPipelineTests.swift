import Foundation
import Testing
@testable import NotesModel

/// The property `serve` rests on: after any sequence of saves, the pipeline run incrementally
/// (re-reading, re-parsing and re-rendering only what each save touched) gives byte for byte
/// the site a fresh pipeline builds from the same files. `SITEGEN_PIPELINE_STEPS` runs longer.
@Suite struct IncrementalPipelineTests {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let steps = ProcessInfo.processInfo.environment["SITEGEN_PIPELINE_STEPS"].flatMap(Int.init) ?? 200

    @Test(arguments: [1 as UInt64, 2024, 0x5EED])
    func randomSavesGiveTheSiteAFullBuildGives(seed: UInt64) async throws {
        var editor = try CourseEditor(seed: seed, checkout: Self.checkout)
        defer { editor.remove() }
        var options = editor.options
        // Deleted notes leave links behind: warnings, so every step still renders.
        options.brokenLinksAreErrors = false
        let pipeline = SitePipeline(options: options)
        _ = try await pipeline.build()
        var rendered = 0, partial = 0, inPlace = 0
        for step in 1...Self.steps {
            let (save, changes) = try editor.randomSave()
            let incremental = try await pipeline.build(changes)
            let full = try await SitePipeline(options: options).build()
            let place = "seed \(seed), step \(step): \(save)"
            try #require(incremental.diagnostics.map(\.description) == full.diagnostics.map(\.description), "\(place)")
            try #require(incremental.files.map(\.path) == full.files.map(\.path), "\(place)")
            let differing = zip(incremental.files, full.files).filter { $0.data != $1.data }.map(\.0.path)
            try #require(differing.isEmpty, "\(place): \(differing.prefix(5))")
            try #require(incremental.assets.map { "\($0.source.path) → \($0.path)" } == full.assets.map { "\($0.source.path) → \($0.path)" }, "\(place)")
            if incremental.rendered { rendered += 1 }
            if !incremental.summary.hasPrefix("all ") { partial += 1 }
            // A save of note bodies, applied to the kept course (`SitePipeline+BodyEdit.swift`).
            if incremental.touched != nil { inPlace += 1 }
        }
        // The property is only worth something if most steps rendered, and many only in part.
        #expect(rendered == Self.steps)
        #expect(partial > Self.steps / 5, "only \(partial) of \(Self.steps) steps were incremental")
        #expect(inPlace > Self.steps / 50, "only \(inPlace) of \(Self.steps) steps were saves of note bodies")
    }
}

/// Saves that move a list across a page boundary (`ChapterPaging.perPage`): a concept's, a tag's
/// and a comparison row's second page appears and goes again, and each incremental build is
/// still byte for byte a full one (the random saves above never list 50 notes in one place).
@Suite struct IncrementalListingPagesTests {
    @Test func aListGainingOrLosingItsSecondPageGivesTheSiteAFullBuildGives() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-listing-pages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        func note(_ number: Int, weak: Bool) -> String {
            "---\ntitle: 노트 \(number)\ntags: [구독]\n---\n\n## 본문\n\n" + (weak ? "`weak`로 잡고 " : "") + "`sink`로 구독합니다.\n"
        }
        try write("content/concepts/weak.md", "---\nid: weak\ntitle: 약한 참조\naliases: [weak]\n---\n\n`weak`는 참조 개수를 올리지 않습니다.\n")
        try write("content/compare/pairs.yaml", "id: pairs\ntitle: 대응표\ncolumns: {rxswift: RxSwift, combine: Combine}\nsections:\n  - title: 구독\n    rows:\n      - id: sink\n        rxswift: \"`subscribe`\"\n        combine: \"`sink`\"\n        terms: {rxswift: [subscribe], combine: [sink]}\n")
        // 49 notes mention `weak` besides the concept's own; all 50 carry the tag.
        for number in 1...50 { try write("content/labs/n\(number).md", note(number, weak: true)) }
        let checkout = IncrementalPipelineTests.checkout
        var options = BuildOptions(content: root.appendingPathComponent("content"), templates: nil, defaultTemplates: checkout.appendingPathComponent("templates"), output: root.appendingPathComponent("_site"))
        options.brokenLinksAreErrors = false
        let pipeline = SitePipeline(options: options)
        _ = try await pipeline.build()

        let base = SourceChanges.resolved(root)
        let saves: [(String, () throws -> Void, String, [String: Bool])] = [
            ("add a 51st note", { try write("content/labs/n51.md", note(51, weak: true)) }, "content/labs/n51.md",
             ["concepts/weak/page/2/index.html": true, "tags/구독/page/2/index.html": true, "compare/pairs/sink/page/2/index.html": true]),
            ("drop `weak` from it", { try write("content/labs/n51.md", note(51, weak: false)) }, "content/labs/n51.md",
             ["concepts/weak/page/2/index.html": false, "tags/구독/page/2/index.html": true]),
            ("delete it", { try FileManager.default.removeItem(at: root.appendingPathComponent("content/labs/n51.md")) }, "content/labs/n51.md",
             ["tags/구독/page/2/index.html": false, "compare/pairs/sink/page/2/index.html": false]),
            ("add it again", { try write("content/labs/n51.md", note(51, weak: true)) }, "content/labs/n51.md",
             ["concepts/weak/page/2/index.html": true]),
            ("edit a note's text", { try write("content/labs/n7.md", note(7, weak: true) + "\n`weak`는 두 번 나옵니다.\n") }, "content/labs/n7.md", [:]),
        ]
        for (save, change, path, expected) in saves {
            try change()
            let incremental = try await pipeline.build(SourceChanges(paths: [base + "/" + path], folders: []))
            let full = try await SitePipeline(options: options).build()
            try #require(incremental.files.map(\.path) == full.files.map(\.path), "\(save)")
            let differing = zip(incremental.files, full.files).filter { $0.data != $1.data }.map(\.0.path)
            try #require(differing.isEmpty, "\(save): \(differing.prefix(5))")
            let paths = Set(full.files.map(\.path))
            for (file, exists) in expected { #expect(paths.contains(file) == exists, "\(save): \(file)") }
        }
    }
}
