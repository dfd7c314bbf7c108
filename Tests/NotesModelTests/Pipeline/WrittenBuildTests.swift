import Foundation
import Testing
@testable import NotesModel

/// A build that writes the site writes each page as it renders it (`StagedOutput`): the folder
/// holds exactly the files a build in memory makes, byte for byte, while the build itself keeps
/// only their paths; after several saves, a rebuild still matches.
@Suite struct WrittenBuildTests {
    @Test func theWrittenSiteIsTheRenderedSiteAndOnlyItsPathsAreKept() async throws {
        var editor = try CourseEditor(seed: 5, checkout: IncrementalPipelineTests.checkout)
        defer { editor.remove() }
        var options = editor.options
        options.brokenLinksAreErrors = false
        for round in 0..<3 {
            if round > 0 { for _ in 0..<5 { _ = try editor.randomSave() } }
            let inMemory = try await SitePipeline(options: options).build()
            let written = try await SitePipeline(options: options).build(write: true)
            #expect(written.files.map(\.path) == inMemory.files.map(\.path))
            #expect(written.files.allSatisfy { $0.data.isEmpty }, "a written build kept the bytes of its pages")
            let output = options.output.path + "/"
            var onDisk: [String] = []
            let enumerator = FileManager.default.enumerator(atPath: output)
            while let path = enumerator?.nextObject() as? String {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: output + path, isDirectory: &isFolder), !isFolder.boolValue { onDisk.append(path) }
            }
            let assets = Set(inMemory.assets.map(\.path))
            #expect(Set(onDisk) == Set(inMemory.files.map(\.path)).union(assets).union([OutputFolder.marker]), "round \(round)")
            let differing = inMemory.files.filter { FileManager.default.contents(atPath: output + $0.path) != Data($0.data) }.map(\.path)
            #expect(differing.isEmpty, "round \(round): \(differing.prefix(5))")
            // Nothing left beside the output.
            let beside = try FileManager.default.contentsOfDirectory(atPath: editor.root.path)
            #expect(beside.filter { $0.contains("sitegen-") }.isEmpty, "\(beside)")
        }
    }

    /// Written, a course printed in parts is drawn part by part (`notePagesAndPrintParts`):
    /// every page and both parts are what a build in memory draws.
    @Test func aCoursePrintedInPartsIsWrittenAsItIsRendered() async throws {
        let course = try PrintBookTests.longCourse()
        defer { course.remove() }
        let inMemory = try await SitePipeline(options: course.options).build()
        #expect(inMemory.files.filter { $0.path.hasPrefix("print/") }.count == 2)
        let written = try await SitePipeline(options: course.options).build(write: true)
        #expect(written.files.map(\.path) == inMemory.files.map(\.path))
        let output = course.options.output.path + "/"
        let differing = inMemory.files.filter { FileManager.default.contents(atPath: output + $0.path) != Data($0.data) }.map(\.path)
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }
}
