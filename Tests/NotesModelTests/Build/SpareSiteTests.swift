import Foundation
import Testing
@testable import NotesModel

@Suite struct SpareSiteTests {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-spare-\(UUID().uuidString)")
    var output: URL { base.appendingPathComponent("_site") }
    var cache: URL { base.appendingPathComponent(".sitegen-cache") }

    private func build(_ files: [String: String]) throws {
        let staged = try StagedOutput(output: output, cache: cache)
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            staged.put(SiteFile(path: path, text: text))
        }
        try staged.finish()
    }

    private func inode(_ url: URL) -> UInt64? {
        var info = stat()
        return lstat(url.path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    /// Every file of the live site, relative, with its text.
    private func site() throws -> [String: String] {
        var files: [String: String] = [:]
        let root = output.resolvingSymlinksInPath().path + "/"
        for case let url as URL in FileManager.default.enumerator(at: output, includingPropertiesForKeys: [.isRegularFileKey])! {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let path = String(url.resolvingSymlinksInPath().path.dropFirst(root.count))
            files[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    @Test func theSiteBeforeLastIsBroughtUpToDateNotMadeAgain() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let files = ["a/index.html": "가", "b/index.html": "나"]
        try build(files)
        let first = inode(output.appendingPathComponent("a"))
        try build(files)
        try build(files)
        // The third build's folders are the first build's: none made, none deleted.
        #expect(inode(output.appendingPathComponent("a")) == first)
        #expect(try site() == files.merging([".sitegen-output": "made by sitegen build\n"]) { a, _ in a })
        // Nothing but the output (and the cache) beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path).sorted() == [".sitegen-cache", "_site"])
    }

    @Test func whatTheSiteBeforeLastHadIsGone() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        try build(["a/index.html": "가", "b/index.html": "나", "c": "파일", "d/x.html": "폴더 속"])
        try build(["a/index.html": "가"])
        // The spare is now the first site: b, c and d are stale there; c becomes a folder, d a file.
        try build(["a/index.html": "가", "c/index.html": "이제 폴더", "d": "이제 파일"])
        #expect(try site() == [".sitegen-output": "made by sitegen build\n", "a/index.html": "가", "c/index.html": "이제 폴더", "d": "이제 파일"])
        try build(["z/index.html": "끝"])
        #expect(try site() == [".sitegen-output": "made by sitegen build\n", "z/index.html": "끝"])
    }

    /// The spare's unchanged files are the live site's own (hard links): a changed page is a new
    /// file, so neither a build that stops half-way nor one that finishes changes what the live
    /// site (or a reader holding its file) holds.
    @Test func theLiveSiteIsNeverWrittenThrough() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        try build(["x/index.html": "예전", "y/index.html": "그대로"])
        try build(["x/index.html": "예전", "y/index.html": "그대로"])
        let held = try FileHandle(forReadingFrom: output.appendingPathComponent("x/index.html"))
        let stopped = try StagedOutput(output: output, cache: cache)
        stopped.put(SiteFile(path: "x/index.html", text: "새로"))
        stopped.abandon()
        #expect(try site()["x/index.html"] == "예전")
        try build(["x/index.html": "새로", "y/index.html": "그대로"])
        #expect(try site()["x/index.html"] == "새로")
        #expect(String(decoding: try held.readToEnd() ?? Data(), as: UTF8.self) == "예전")
    }

    /// A build whose write fails leaves the site as it was and removes the spare (whatever made
    /// it fail may be in it); the next build makes a new one.
    @Test func aFailedWriteRemovesTheSpareAndLeavesTheSite() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        try build(["a/index.html": "가"])
        try build(["a/index.html": "가"])
        let spare = try #require(SpareSite.location(of: URL(fileURLWithPath: OutputFolder.canonical(output)), in: cache))
        #expect(FileManager.default.fileExists(atPath: spare.path))
        let staged = try StagedOutput(output: output, cache: cache)
        staged.put(SiteFile(path: "a/index.html", text: "새로"))
        staged.put(SiteFile(path: String(repeating: "긴", count: 100) + "/index.html", text: "이름이 너무 길다"))
        #expect(throws: OutputFolder.WriteError.self) { try staged.finish() }
        #expect(!FileManager.default.fileExists(atPath: spare.path))
        #expect(try site()["a/index.html"] == "가")
        try build(["a/index.html": "새로"])
        #expect(try site() == [".sitegen-output": "made by sitegen build\n", "a/index.html": "새로"])
    }

    @Test func aSymlinkLeftInTheSpareIsRemovedNotFollowed() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let elsewhere = base.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try build(["a/index.html": "가"])
        try build(["a/index.html": "가"])
        let spare = try #require(SpareSite.location(of: URL(fileURLWithPath: OutputFolder.canonical(output)), in: cache))
        try FileManager.default.createSymbolicLink(at: spare.appendingPathComponent("e"), withDestinationURL: elsewhere)
        try build(["a/index.html": "가", "e/index.html": "마"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
        #expect(try site()["e/index.html"] == "마")
        let info = try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent("e").path)
        #expect(info[.type] as? FileAttributeType == .typeDirectory)
    }

    @Test func noSpareWhereOneFolderHoldsTheOther() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let out = URL(fileURLWithPath: OutputFolder.canonical(output))
        #expect(SpareSite.location(of: out, in: out.appendingPathComponent("cache")) == nil)
        #expect(SpareSite.location(of: out, in: cache) != nil)
        // Without a usable cache, the site is written into a fresh folder and nothing is kept.
        let staged = try StagedOutput(output: output, cache: out.appendingPathComponent("cache"))
        staged.put(SiteFile(path: "a/index.html", text: "가"))
        try staged.finish()
        #expect(try site() == [".sitegen-output": "made by sitegen build\n", "a/index.html": "가"])
    }
}
