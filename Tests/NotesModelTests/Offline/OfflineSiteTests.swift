import Foundation
import Testing
@testable import NotesModel

/// A course with `offline: true`, built into a folder, gets its worker, its manifest and its
/// offline page; the manifest lists every file a reader needs with its size on disk; the build
/// id follows the files' bytes; rendering without writing (`serve`) has none of it.
@Suite struct OfflineSiteTests {
    static func course(offline: String = "true") throws -> PrintPageTests.Course {
        let course = try PrintPageTests.Course(empty: ())
        try course.write("index.md", "---\ntitle: 오프라인 강의\noffline: \(offline)\n---\n\n처음 읽는 글.\n")
        try course.write("01-first/_index.md", "---\ntitle: 첫째 장\n---\n\n첫째 장 소개.\n")
        try course.write("01-first/a.md", "---\ntitle: 가 글\n---\n\n## 정리\n\n가의 정리.\n")
        try course.write("01-first/b.md", "---\ntitle: 나 글\n---\n\n## 정리\n\n나의 정리.\n")
        return course
    }

    static func read(_ course: PrintPageTests.Course, _ path: String) throws -> String {
        try String(contentsOf: course.options.output.appendingPathComponent(path), encoding: .utf8)
    }

    static func manifest(_ course: PrintPageTests.Course) throws -> [String: Any] {
        let data = try Data(contentsOf: course.options.output.appendingPathComponent("offline-manifest.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aWrittenSiteListsEveryFileAReaderNeedsWithItsSize() async throws {
        let course = try Self.course()
        defer { course.remove() }
        let build = try await SitePipeline(options: course.options).build(write: true)
        #expect(!build.diagnostics.hasErrors, "\(build.diagnostics)")
        #expect(build.files.map(\.path).contains("sw.js"))
        #expect(build.files.map(\.path).contains("offline-manifest.json"))
        let manifest = try Self.manifest(course)
        let files = try #require(manifest["files"] as? [String: Int])
        let id = try #require(manifest["build"] as? String)
        #expect(id.count == 12)
        // The worker names this build and the site's path (`/course/`).
        let worker = try Self.read(course, "sw.js")
        #expect(worker.hasPrefix("var BUILD=\"\(id)\",ROOT=\"/course/\",MANIFEST=\"offline-manifest.json\";\n"))
        #expect(worker.contains("addEventListener(\"fetch\""))
        // Every file on disk, except the cards, the sitemap, the feed and the machinery, with its size.
        let output = course.options.output.path + "/"
        var onDisk: [String: Int] = [:]
        let enumerator = FileManager.default.enumerator(atPath: output)
        while let path = enumerator?.nextObject() as? String {
            let attributes = try FileManager.default.attributesOfItem(atPath: output + path)
            if attributes[.type] as? FileAttributeType == .typeRegular { onDisk[path] = (attributes[.size] as? Int) ?? -1 }
        }
        let expected = onDisk.filter { !$0.key.hasSuffix("card.png") && !["sitemap.xml", "atom.xml", "sw.js", "offline-manifest.json", OutputFolder.marker].contains($0.key) }
        #expect(files == expected)
        #expect(files["01-first/a/index.html"] != nil && files["search/pages.json"] != nil && files["assets/style.css"] != nil)
        #expect(manifest["bytes"] as? Int == expected.values.reduce(0, +))
        #expect(manifest["shell"] as? [String] == ["offline.html", "index.html", "nav.html", "assets/style.css", "assets/site.js", "assets/offline.js"])
        // The offline page, and every page asks for the worker.
        let offline = try Self.read(course, "offline.html")
        #expect(offline.contains("오프라인입니다"))
        #expect(offline.contains("href=\"/course/\""))
        let home = try Self.read(course, "index.html")
        #expect(home.contains("data-root=\"/course/\" data-offline>"))
        #expect(home.contains("오프라인에 저장"))
        #expect(try Self.read(course, "01-first/a/index.html").contains(" data-offline>"))
    }

    @Test func theBuildIdChangesWithAFileAndOnlyThen() async throws {
        let course = try Self.course()
        defer { course.remove() }
        _ = try await SitePipeline(options: course.options).build(write: true)
        let first = try #require(try Self.manifest(course)["build"] as? String)
        _ = try await SitePipeline(options: course.options).build(write: true)
        #expect(try Self.manifest(course)["build"] as? String == first)
        try course.write("01-first/b.md", "---\ntitle: 나 글\n---\n\n## 정리\n\n나의 정리를 고쳤습니다.\n")
        _ = try await SitePipeline(options: course.options).build(write: true)
        let second = try #require(try Self.manifest(course)["build"] as? String)
        #expect(second != first)
        #expect(try Self.read(course, "sw.js").hasPrefix("var BUILD=\"\(second)\""))
    }

    @Test func servingAndCoursesThatDoNotAskHaveNone() async throws {
        let course = try Self.course()
        defer { course.remove() }
        // `serve` renders without writing: no worker, no attribute, no offline page.
        let served = try await SitePipeline(options: course.options).build()
        #expect(!served.files.contains { ["sw.js", "offline-manifest.json", "offline.html"].contains($0.path) })
        let home = try #require(served.files.first { $0.path == "index.html" }).text
        #expect(!home.contains("data-offline"))
        #expect(!home.contains("오프라인에 저장"))

        let off = try Self.course(offline: "false")
        defer { off.remove() }
        let written = try await SitePipeline(options: off.options).build(write: true)
        #expect(!written.files.contains { ["sw.js", "offline-manifest.json", "offline.html"].contains($0.path) })
        #expect(!FileManager.default.fileExists(atPath: off.options.output.appendingPathComponent("sw.js").path))
    }

    @Test func aSettingThatIsNotTrueOrFalseIsALocatedError() async throws {
        let course = try Self.course(offline: "maybe")
        defer { course.remove() }
        let build = try await SitePipeline(options: course.options).build()
        let messages = build.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("index.md:3:10: error: 'offline' must be true or false") == true, "\(messages)")
    }

    @Test func theDigestTellsFilesApart() {
        func digest(_ text: String) -> UInt64 { Array(text.utf8).withUnsafeBytes { OfflineManifest.digest($0) } }
        #expect(digest("가나다라마바사아") == digest("가나다라마바사아"))
        #expect(digest("가나다라마바사아") != digest("가나다라마바사자"))
        #expect(digest("abcdefgh1") != digest("abcdefgh2"))
        #expect(digest("") != digest("\u{0}"))
    }
}
