import CourseStarter
import Foundation
import Testing
import Yams

/// `sitegen new DIR` gives an author a course that verifies and builds as it is, shows each
/// feature of a note, and never writes into a folder that holds something.
@Suite struct NewCommandTests {
    @Test func theNewCourseVerifiesAndBuildsAndShowsEveryFeature() throws {
        let site = try Workspace()
        defer { site.remove() }
        let made = try site.run("new", "course")
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.hasPrefix("wrote \(NewCourse.paths.count) files into course/\n"))
        let course = site.folder.appendingPathComponent("course")
        try expectSameFiles(course, as: SitegenBinary.checkout.appendingPathComponent("starter"))

        let cache = ["--cache-dir", TestCache.folder.path]
        let verified = try SitegenBinary.run(["verify"] + cache, in: course)
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
        #expect(verified.stdout.contains("8 passed, 0 failed, 0 skipped"), "\(verified.stdout)")
        // The workflow's shards, as its verify step runs them: together they are the course.
        var passed = 0
        for shard in 1...4 {
            let result = try SitegenBinary.run(["verify", "--shard", "\(shard)/4", "--junit", "reports/verify-\(shard).xml"] + cache, in: course)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            passed += Int(result.stdout.split(separator: "\n").last?.prefix { $0.isNumber } ?? "") ?? 0
            #expect(FileManager.default.fileExists(atPath: course.appendingPathComponent("reports/verify-\(shard).xml").path))
        }
        #expect(passed == 8)
        let built = try SitegenBinary.run(["build", "-q", "--base-url", "https://owner.github.io/"] + cache, in: course)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr.isEmpty, "\(built.stderr)")

        func page(_ path: String) throws -> String {
            try String(contentsOf: course.appendingPathComponent("_site/\(path)"), encoding: .utf8)
        }
        // One exercise, its solution on a page of its own and its package; one quiz.
        let practice = try page("01-basics/practice/index.html")
        #expect(practice.contains("href=\"/01-basics/practice/solutions/even-sum/\">풀이 보기</a>"))
        #expect(practice.contains("이 코드는 무엇을 출력할까요?"))
        #expect(try page("01-basics/practice/solutions/even-sum/index.html").contains("풀이 검증됨"))
        #expect(FileManager.default.fileExists(atPath: course.appendingPathComponent("_site/01-basics/practice/exercises/even-sum.zip").path))
        // The compare pair ran and printed the same; its table row is proven by it.
        let pair = try page("01-basics/rxswift-and-combine/index.html")
        #expect(pair.contains("두 구현 모두 같은 출력"))
        #expect(try page("compare/rxswift-combine/index.html").contains("✓ 실행으로 증명됨</span> 두 구현 모두 같은 출력"))
        // The concept page lists the note that mentions it, and the mention links to it.
        #expect(try page("concepts/subject/index.html").contains("<p class=\"backlink-note\"><a href=\"/01-basics/rxswift-and-combine/\">RxSwift와 Combine 나란히 놓기</a>"))
        #expect(pair.contains("<a class=\"concept-link\" href=\"/concepts/subject/\""))
        // The callout, and the link whose Hangul anchor exists on the page it leads to.
        let first = try page("01-basics/first-note/index.html")
        #expect(first.contains("<div class=\"callout callout-tip\" role=\"note\">"))
        let anchor = try #require("같은-출력인지-확인하기".addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed))
        #expect(first.contains("href=\"/01-basics/rxswift-and-combine/#\(anchor)\""))
        #expect(pair.contains("id=\"같은-출력인지-확인하기\""))
        // The UIKit tap and the fixture's answer, checked by verify, show on the page.
        let ui = try page("01-basics/ui-and-network/index.html")
        #expect(ui.contains("2번 눌림") && ui.contains("메시지: 안녕하세요"))

        // Reading offline is on: the worker, its manifest and the offline page are written.
        #expect(try page("index.html").contains(" data-offline>"))
        for file in ["sw.js", "offline-manifest.json", "offline.html"] {
            #expect(FileManager.default.fileExists(atPath: course.appendingPathComponent("_site/\(file)").path), "\(file)")
        }

        let ignored = try String(contentsOf: course.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignored.contains("\n_site/\n") && ignored.contains("\n.sitegen-cache/\n"))
    }

    /// The workflow parses, verifies in a shard matrix and publishes under the repository's
    /// sub-path with GitHub's Pages actions.
    @Test func theWorkflowVerifiesInShardsAndPublishesToPages() throws {
        let starter = SitegenBinary.checkout.appendingPathComponent("starter/.github")
        let workflow = try String(contentsOf: starter.appendingPathComponent("workflows/site.yml"), encoding: .utf8)
        let parsed = try #require(try Yams.load(yaml: workflow) as? [String: Any])
        let jobs = try #require(parsed["jobs"] as? [String: Any])
        let verify = try #require(jobs["verify"] as? [String: Any])
        let matrix = (verify["strategy"] as? [String: Any])?["matrix"] as? [String: Any]
        #expect(matrix?["shard"] as? [Int] == [1, 2, 3, 4])
        func runs(_ job: String) -> [String] {
            ((jobs[job] as? [String: Any])?["steps"] as? [[String: Any]] ?? []).compactMap { ($0["run"] ?? $0["uses"]) as? String }
        }
        #expect(runs("verify").contains("sitegen verify --shard ${{ matrix.shard }}/4 --junit reports/verify-${{ matrix.shard }}.xml"))
        #expect(runs("build").contains("actions/upload-pages-artifact@v3"))
        #expect(runs("build").contains { $0.contains("sitegen build --base-url \"$base_url\"") && $0.contains("base_url=\"https://$owner.github.io/$REPO/\"") })
        #expect(workflow.contains("OWNER: ${{ github.repository_owner }}") && workflow.contains("REPO: ${{ github.event.repository.name }}"))
        #expect(runs("deploy") == ["actions/deploy-pages@v4"])

        let action = try String(contentsOf: starter.appendingPathComponent("actions/sitegen/action.yml"), encoding: .utf8)
        let steps = try #require(((try Yams.load(yaml: action) as? [String: Any])?["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
        #expect(steps.contains { ($0["run"] as? String)?.contains("swift build -c release --package-path \"$HOME/sitegen\"") == true })
    }

    /// With a version set, the action downloads that release and checks it against the
    /// checksum written in the workflow; building from source is what it does without one.
    @Test func theActionDownloadsAReleaseByVersionAndChecksItsChecksum() throws {
        let starter = SitegenBinary.checkout.appendingPathComponent("starter/.github")
        let workflow = try #require(try Yams.load(yaml: String(contentsOf: starter.appendingPathComponent("workflows/site.yml"), encoding: .utf8)) as? [String: Any])
        let env = try #require(workflow["env"] as? [String: Any])
        #expect(["SITEGEN_VERSION", "SITEGEN_RELEASES", "SITEGEN_SHA256", "SITEGEN_REPOSITORY", "SITEGEN_REF"].allSatisfy { env[$0] != nil })

        let action = try String(contentsOf: starter.appendingPathComponent("actions/sitegen/action.yml"), encoding: .utf8)
        let steps = try #require(((try Yams.load(yaml: action) as? [String: Any])?["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
        func step(_ name: String) -> [String: Any]? { steps.first { $0["name"] as? String == name } }
        let download = try #require(step("Download sitegen's release"))
        #expect(download["if"] as? String == "steps.source.outputs.kind == 'release' && steps.cache.outputs.cache-hit != 'true'")
        let script = try #require(download["run"] as? String)
        #expect(script.contains("\"${SITEGEN_RELEASES%/}/v$SITEGEN_VERSION/$archive\""))
        #expect(script.contains("echo \"$SITEGEN_SHA256  $RUNNER_TEMP/$archive\" | sha256sum --check --strict"))
        #expect(step("Build sitegen")?["if"] as? String == "steps.source.outputs.kind == 'source' && steps.cache.outputs.cache-hit != 'true'")
        // The cache keeps working for both: the archive by version and checksum, a build by commit.
        let cache = try #require(steps.first { $0["uses"] as? String == "actions/cache@v4" }?["with"] as? [String: Any])
        #expect(cache["path"] as? String == "~/sitegen")
        #expect((cache["key"] as? String)?.contains("steps.source.outputs.kind == 'release' && steps.source.outputs.key") == true)
        #expect((step("Put sitegen on the PATH")?["run"] as? String)?.contains("echo \"$HOME/sitegen/bin\" >> \"$GITHUB_PATH\"") == true)
    }

    @Test func aFolderThatHoldsSomethingIsRefusedAndNothingIsWritten() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("course/notes.md", "# 내 노트\n")
        let refused = try site.run("new", "course")
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("Error: 'course' is not empty (notes.md); sitegen new writes a course only into a new or empty folder, so nothing was written\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.folder.path) == ["course"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.folder.appendingPathComponent("course").path) == ["notes.md"])

        try site.write("file.md", "x")
        let notFolder = try site.run("new", "file.md")
        #expect(notFolder.status == 2)
        #expect(notFolder.stderr.hasPrefix("Error: 'file.md' exists and is not a folder\n"))
    }

    /// A freshly cloned empty repository holds only `.git`: that counts as empty.
    @Test func aFolderHoldingOnlyGitIsFilled() throws {
        let site = try Workspace()
        defer { site.remove() }
        try FileManager.default.createDirectory(at: site.folder.appendingPathComponent("course/.git"), withIntermediateDirectories: true)
        let made = try site.run("new", "course/")
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.hasPrefix("wrote \(NewCourse.paths.count) files into course/\n"))
        #expect(site.exists("course/.git") && site.exists("course/content/index.md"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.folder.path) == ["course"])
    }

    /// Every file of `starter/` was written, byte for byte, and nothing else.
    private func expectSameFiles(_ written: URL, as starter: URL) throws {
        func files(_ root: URL) -> [String: Data] {
            var found: [String: Data] = [:]
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = walker?.nextObject() as? URL {
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
                // What a local build of starter/ leaves behind is not embedded (EmbedStarter).
                if ["_site", ".sitegen-cache", ".build"].contains(where: { relative.hasPrefix($0 + "/") }) { continue }
                found[relative] = FileManager.default.contents(atPath: url.path)
            }
            return found
        }
        let expected = files(starter)
        #expect(!expected.isEmpty)
        #expect(files(written) == expected)
        #expect(NewCourse.paths == expected.keys.sorted())
    }
}
