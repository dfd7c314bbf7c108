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
        var options = BuildOptions(content: editor.content, templates: nil, defaultTemplates: editor.templates, output: editor.root.appendingPathComponent("_site"))
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
