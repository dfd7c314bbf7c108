import Foundation
import Synchronization
import Testing

/// Two `sitegen build`s into one output folder, or two `verify`s sharing one cache, started
/// together: the site is always one build's whole site, the cache always whole entries.
@Suite struct ConcurrentRunTests {
    /// Starts every command at once and waits for them all.
    func together(_ commands: [(arguments: [String], folder: URL)]) throws -> [SitegenBinary.Result] {
        let results = Mutex<[Int: SitegenBinary.Result]>([:])
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: commands.count) { index in
            do {
                let result = try SitegenBinary.run(commands[index].arguments, in: commands[index].folder)
                results.withLock { $0[index] = result }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        return results.withLock { done in commands.indices.compactMap { done[$0] } }
    }

    /// A course whose every page says which version it is.
    func course(version: String, in folder: URL) throws {
        for note in 0..<40 {
            let url = folder.appendingPathComponent("content/part\(note % 4)/note\(note).md")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "---\ntitle: 노트 \(note)\n---\n\n판 \(version)의 노트 \(note)입니다.\n".write(to: url, atomically: true, encoding: .utf8)
        }
        try "---\ntitle: 홈\n---\n\n판 \(version)의 홈입니다.\n".write(to: folder.appendingPathComponent("content/index.md"), atomically: true, encoding: .utf8)
    }

    @Test func twoBuildsIntoOneOutputLeaveOneWholeSite() throws {
        let root = try Workspace()
        defer { root.remove() }
        let first = root.folder.appendingPathComponent("first"), second = root.folder.appendingPathComponent("second")
        try course(version: "가", in: first)
        try course(version: "나", in: second)
        let output = root.folder.appendingPathComponent("site").path
        for round in 0..<4 {
            let results = try together([
                (["build", "--no-verify", "-q", "--output", output], first),
                (["build", "--no-verify", "-q", "--output", output], second),
            ])
            for result in results { #expect(result.status == 0, "round \(round): \(result.stderr)") }
            let pages = FileManager.default.enumerator(atPath: output)?.compactMap { $0 as? String }.filter { $0.hasSuffix("index.html") } ?? []
            let versions = Set(try pages.compactMap { page -> String? in
                let html = try String(contentsOfFile: output + "/" + page, encoding: .utf8)
                return html.contains("판 가의") ? "가" : html.contains("판 나의") ? "나" : nil
            })
            #expect(versions.count == 1, "round \(round): a mixed site: \(versions)")
            #expect(pages.count >= 41)
            // Nothing of either build is left beside the output.
            #expect(try FileManager.default.contentsOfDirectory(atPath: root.folder.path).sorted() == ["first", "second", "site"])
        }
    }

    @Test func twoVerificationsSharingACacheKeepItWhole() throws {
        let site = try Workspace()
        defer { site.remove() }
        var note = "---\ntitle: 캐시\n---\n"
        for index in 0..<8 {
            note += "\n```swift run\nlet values = (1...\(index + 2)).map { $0 * \(index) }\nprint(values.reduce(0, +))\n```\n\n```output\n\((index + 2) * (index + 3) / 2 * index)\n```\n"
        }
        try site.write("content/cache.md", note)
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        let arguments = ["verify", "--cache-dir", cache.path, "--jobs", "1"]
        let results = try together([(arguments, site.folder), (arguments, site.folder)])
        for result in results {
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.hasSuffix("8 passed, 0 failed, 0 skipped\n"))
        }
        // Every entry whole: a third run answers everything from the cache.
        let again = try site.run("verify", "--cache-dir", cache.path)
        #expect(again.stdout.hasSuffix("8 passed, 0 failed, 0 skipped\n"))
        #expect(again.stderr.contains("compiled 0 merged and 0 alone, 8 from the cache"), "\(again.stderr)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("results").path)
        #expect(entries.count == 8 && entries.allSatisfy { $0.hasSuffix(".json") }, "\(entries)")
        // No run folder of either verification is left.
        let build = cache.appendingPathComponent("build").path
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: build)) ?? []).isEmpty)
    }
}
