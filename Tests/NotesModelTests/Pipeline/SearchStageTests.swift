import Foundation
import Testing
@testable import NotesModel

/// The search stage left for later (`serve`) gives what it gives inline (`build`): a pipeline run
/// with `search: .later` after each random save, its index made by `SearchStage.run` whenever the
/// build says one is due (else the last one kept), equals a fresh inline build byte for byte.
@Suite struct SearchStageTests {
    @Test func leftForLaterItGivesTheIndexAnInlineBuildGives() async throws {
        var editor = try CourseEditor(seed: 21, checkout: IncrementalPipelineTests.checkout)
        defer { editor.remove() }
        var options = editor.options
        options.brokenLinksAreErrors = false
        let pipeline = SitePipeline(options: options)
        let first = try await pipeline.build(search: .later)
        // A site rendered whole gets its index inside the pipeline.
        #expect(first.search == .included)
        var search = SearchStage.files(in: first.files)
        #expect(!search.isEmpty)
        var due = 0
        for step in 1...40 {
            let (save, changes) = try editor.randomSave()
            var build = try await pipeline.build(changes, search: .later)
            switch build.search {
            case .included:
                search = SearchStage.files(in: build.files)
            case .due:
                due += 1
                #expect(SearchStage.files(in: build.files).isEmpty, "step \(step): \(save)")
                build = try #require(SearchStage.run(on: build))
                search = SearchStage.files(in: build.files)
            case .unchanged:
                build = SearchStage.adding(search, to: build)
            }
            let full = try await SitePipeline(options: options).build()
            try #require(build.files.map(\.path) == full.files.map(\.path), "step \(step): \(save)")
            let differing = zip(build.files, full.files).filter { $0.data != $1.data }.map(\.0.path)
            try #require(differing.isEmpty, "step \(step): \(save): \(differing.prefix(5))")
        }
        #expect(due > 5, "only \(due) of 40 saves left the index for later")
    }

    @Test func aStoppedIndexIsNoIndex() async throws {
        var editor = try CourseEditor(seed: 7, checkout: IncrementalPipelineTests.checkout)
        defer { editor.remove() }
        let options = editor.options
        let build = try await SitePipeline(options: options).build()
        let stop = SearchIndex.Stop()
        stop.set()
        #expect(SearchStage.run(on: build, stop: stop) == nil)
    }
}
