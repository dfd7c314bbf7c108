import Foundation
import Testing
@testable import NotesModel

@Suite struct OutputFolderTests {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-out-\(UUID().uuidString)")

    @Test func refusesDangerousOutputFolders() throws {
        let content = base.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        #expect(OutputFolder.problem(output: content, content: content) == "the output folder is the content folder")
        #expect(OutputFolder.problem(output: base, content: content) == "the output folder contains the content folder")
        #expect(OutputFolder.problem(output: content.appendingPathComponent("_site"), content: content) == "the output folder is inside the content folder")
        #expect(OutputFolder.problem(output: URL(fileURLWithPath: "/"), content: content) == "refusing to write the site into '/'")
        #expect(OutputFolder.problem(output: FileManager.default.homeDirectoryForCurrentUser, content: content) == "refusing to write the site into the home folder")
        #expect(OutputFolder.problem(output: base.appendingPathComponent("_site"), content: content) == nil)
    }

    @Test func refusesAFolderSitegenDidNotMake() throws {
        let other = base.appendingPathComponent("documents")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        _ = FileManager.default.createFile(atPath: other.appendingPathComponent("thesis.txt").path, contents: Data("소중한 글".utf8))
        let problem = OutputFolder.problem(output: other, content: base.appendingPathComponent("content"))
        #expect(problem?.hasSuffix("is not empty and was not made by sitegen; choose another output folder or empty it") == true)
    }

    @Test func writeReplacesThePreviousSiteAsAWhole() throws {
        let output = base.appendingPathComponent("_site")
        defer { try? FileManager.default.removeItem(at: base) }
        try OutputFolder.write(files: [SiteFile(path: "old/index.html", text: "old")], assets: [], to: output)
        try OutputFolder.write(files: [SiteFile(path: "new/index.html", text: "새 글")], assets: [], to: output)
        let entries = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(entries == [".sitegen-output", "new"])
        #expect(try String(contentsOf: output.appendingPathComponent("new/index.html"), encoding: .utf8) == "새 글")
        // No temporary folders are left beside the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["_site"])
    }

    @Test func aRebuildKeepsUnchangedFilesAndWritesChangedOnesAnew() throws {
        let output = base.appendingPathComponent("_site")
        defer { try? FileManager.default.removeItem(at: base) }
        func inode(_ path: String) -> UInt {
            var info = stat()
            return stat(output.appendingPathComponent(path).path, &info) == 0 ? UInt(info.st_ino) : 0
        }
        try OutputFolder.write(files: [SiteFile(path: "a/index.html", text: "그대로"), SiteFile(path: "b/index.html", text: "예전")], assets: [], to: output)
        let (a, b) = (inode("a/index.html"), inode("b/index.html"))
        // A reader holding the old site's changed file keeps reading the old text.
        let held = try FileHandle(forReadingFrom: output.appendingPathComponent("b/index.html"))
        try OutputFolder.write(files: [SiteFile(path: "a/index.html", text: "그대로"), SiteFile(path: "b/index.html", text: "새로")], assets: [], to: output)
        #expect(inode("a/index.html") == a)
        #expect(inode("b/index.html") != b)
        #expect(String(decoding: try held.readToEnd() ?? Data(), as: UTF8.self) == "예전")
        #expect(try String(contentsOf: output.appendingPathComponent("a/index.html"), encoding: .utf8) == "그대로")
        #expect(try String(contentsOf: output.appendingPathComponent("b/index.html"), encoding: .utf8) == "새로")
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["_site"])
    }

    /// A path written twice into a site being made (an asset of the content, then a page at the
    /// same path) never writes through a link to the previous site's file: the previous site
    /// stays as it was for whoever still reads it.
    @Test func aPathWrittenTwiceLeavesThePreviousSiteAlone() throws {
        let output = base.appendingPathComponent("_site")
        defer { try? FileManager.default.removeItem(at: base) }
        try OutputFolder.write(files: [SiteFile(path: "x/index.html", text: "예전")], assets: [], to: output)
        let held = try FileHandle(forReadingFrom: output.appendingPathComponent("x/index.html"))
        let staged = try StagedOutput(output: output)
        staged.put(SiteFile(path: "x/index.html", text: "예전"))
        staged.put(SiteFile(path: "x/index.html", text: "새로"))
        try staged.finish()
        #expect(String(decoding: try held.readToEnd() ?? Data(), as: UTF8.self) == "예전")
        #expect(try String(contentsOf: output.appendingPathComponent("x/index.html"), encoding: .utf8) == "새로")
    }
}
