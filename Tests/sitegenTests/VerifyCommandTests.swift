import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `sitegen verify` end to end: every snippet kind and modifier, every failure with its message,
/// the reports, bless and the cache.
@Suite(.serialized) struct VerifyCommandTests {
    @Test func everyKindAndModifierPasses() throws {
        let site = try Workspace(fixture: "snippets-pass")
        defer { site.remove() }
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "12 passed, 0 failed, 2 skipped\n")
    }

    /// Two machines' shards together verify every snippet once, each writing its own report.
    @Test func shardsSplitTheNotesAndTogetherCoverThem() throws {
        let site = try Workspace(fixture: "snippets-pass")
        defer { site.remove() }
        try site.write("content/second.md", "---\ntitle: 둘째\n---\n\n```swift run\nprint(1)\n```\n\n```output\n1\n```\n\n```swift run\nprint(2)\n```\n\n```output\n2\n```\n")
        var passed = 0, skipped = 0
        for index in 1...2 {
            let result = try site.run("verify", "--cache-dir", TestCache.folder.path, "--shard", "\(index)/2", "--jobs", "1", "--junit", "shard-\(index).xml")
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains("shard \(index)/2: 1 of 2 notes"), "\(result.stderr)")
            let numbers = result.stdout.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            passed += numbers[0]
            skipped += numbers[2]
            #expect(site.exists("shard-\(index).xml"))
        }
        #expect((passed, skipped) == (14, 2))
        let bad = try site.run("verify", "--shard", "3/2")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--shard"), "\(bad.stderr)")
    }

    @Test func eachFailureSaysWhatWentWrongAndWhere() throws {
        let site = try Workspace(fixture: "snippets-fail")
        defer { site.remove() }
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1)
        // Failures are diagnostics: on stderr, the summary alone on stdout.
        let out = result.stderr
        #expect(out.contains("""
        content/failures.md:5: error: [swift run] output differs from the output block (line 10):
            하나
          - 셋
          + 둘
          (- expected, + actual)
        """))
        // The compiler's error, mapped back to the Markdown line (hidden lines counted).
        #expect(out.contains("""
        content/failures.md:15: error: [swift run] snippet does not compile:
          content/failures.md:21:7: error: cannot find 'undefinedName' in scope
        """))
        #expect(out.contains("""
        content/failures.md:24: error: [swift run] crashed with SIGILL (illegal instruction: a Swift runtime trap)
          Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
          output before it stopped:
            접근 전
        """))
        #expect(out.contains("content/failures.md:30: error: [swift run should-crash] this snippet is marked should-crash, but it finished normally\n  its output:\n    멀쩡히 끝남\n"))
        #expect(out.contains("content/failures.md:34: error: [swift compile-fail] this snippet is marked compile-fail, but it compiled\n"))
        #expect(out.contains("content/failures.md:38: error: [swift run] timed out after 1 s (set a longer one with timeout=SECONDS)\n"))
        #expect(out.contains("content/failures.md:43: error: [swift run] printed more than 1 MiB; stopped\n  output before it stopped:\n    … ("))
        #expect(out.contains("content/failures.md:47: error: [swift run] no such module 'SwiftUI': it exists only on Apple platforms; snippets may import Foundation, Combine, RxSwift, RxRelay, RxCocoa, RxTest, RxBlocking, XCTest, Testing, AsyncAlgorithms, PlaygroundSupport, UIKit (mark the block 'swift ignore' and say why in the text) (imported at content/failures.md:48)\n"))
        #expect(out.contains("content/failures.md:52: error: [swift run] the program exited with status 3\n  output before it stopped:\n    곧 종료\n"))
        #expect(out.contains("content/failures.md:58: error: [swift run continue] not reached: the program stopped in the block at content/failures.md:52\n"))
        #expect(result.stdout == "0 passed, 10 failed, 0 skipped\n")
        #expect(out.split(separator: "\n").count < 80, "reports stay short")
    }

    @Test func jsonJUnitAndGitHubAnnotations() throws {
        let site = try Workspace(fixture: "snippets-fail")
        defer { site.remove() }
        let result = try SitegenBinary.run(["verify", "--cache-dir", TestCache.folder.path, "--format", "json", "--junit", "report.xml"], in: site.folder, environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.status == 1)
        let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 10)
        #expect(annotations.first == "::error file=content/failures.md,line=5,title=snippet swift run::output differs from the output block (line 10):%0A    하나%0A  - 셋%0A  + 둘%0A  (- expected, + actual)")
        let json = result.stdout.split(separator: "\n").filter { !$0.hasPrefix("::") }.joined(separator: "\n")
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        #expect(object["failed"] as? Int == 10)
        #expect((object["results"] as! [[String: Any]]).map { $0["failure"] as? String } == [
            "wrong-output", "compile-error", "crashed", "did-not-crash", "compiled-but-should-not",
            "timeout", "output-limit", "unavailable-module", "exit-status", "exit-status",
        ])
        let xml = try site.read("report.xml")
        let document = try XMLDocument(xmlString: xml)
        #expect(try document.nodes(forXPath: "//testcase").count == 10)
        #expect(try document.nodes(forXPath: "//failure").count == 10)
    }

    @Test func blessRewritesOutputBlocksAndNothingElse() throws {
        let site = try Workspace()
        defer { site.remove() }
        let original = """
        ---
        title: 축복
        ---

        첫 문단은 그대로.   

        ```swift run
        print("새 값")
        ```

        ```output
        옛 값
        ```

        ```swift run
        print("블록이 없던 출력")
        ```
        마지막 줄
        """
        try site.write("content/bless.md", original)
        let before = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(before.status == 1)
        let blessed = try site.run("verify", "--cache-dir", TestCache.folder.path, "--bless")
        #expect(blessed.status == 0, "\(blessed.stdout)\(blessed.stderr)")
        #expect(blessed.stderr.contains("blessed 2 output blocks\n"))
        #expect(blessed.stdout == "2 passed, 0 failed, 0 skipped\n")
        #expect(try site.read("content/bless.md") == original
            .replacingOccurrences(of: "```output\n옛 값\n```", with: "```output\n새 값\n```")
            .replacingOccurrences(of: "print(\"블록이 없던 출력\")\n```\n", with: "print(\"블록이 없던 출력\")\n```\n\n```output\n블록이 없던 출력\n```\n"))
    }

    @Test func blessLeavesABlockThatPassesWithWildcardsAsItIs() throws {
        let site = try Workspace()
        defer { site.remove() }
        let note = """
        # 와일드카드

        ```swift run
        print("시작 12:34:56.789")
        print("첫째")
        print("둘째")
        print("끝")
        ```

        ```output
        시작 [..]
        ...
        끝   
        ```

        ```swift run
        print("바뀐 값")
        ```

        ```output
        옛 값
        ```
        """
        try site.write("content/wild.md", note)
        let blessed = try site.run("verify", "--cache-dir", TestCache.folder.path, "--bless")
        #expect(blessed.status == 0, "\(blessed.stdout)\(blessed.stderr)")
        #expect(blessed.stderr.contains("blessed 1 output block\n"))
        // Only the block that failed changed; the one that passed by its wildcards (and a
        // trailing space) is what the author wrote, byte for byte.
        #expect(try site.read("content/wild.md") == note.replacingOccurrences(of: "```output\n옛 값\n```", with: "```output\n바뀐 값\n```"))
    }

    /// A program that traps in its first block: the block after it was never run, and the
    /// first block's output is what it printed before the trap. Bless keeps both output blocks.
    @Test func blessKeepsTheOutputOfBlocksItCannotJudge() throws {
        let site = try Workspace()
        defer { site.remove() }
        let note = """
        # 중단

        ```swift run
        let numbers = [1]
        print("첫째")
        print(numbers[3])
        ```

        ```output
        첫째
        둘째
        ```

        ```swift run continue
        print("셋째")
        ```

        ```output
        셋째
        ```

        """
        try site.write("content/trap.md", note)
        let blessed = try site.run("verify", "--cache-dir", TestCache.folder.path, "--bless")
        #expect(blessed.status == 1)
        #expect(!blessed.stderr.contains("blessed"), "\(blessed.stderr)")
        #expect(try site.read("content/trap.md") == note)
        #expect(blessed.stderr.contains("content/trap.md:14: error: [swift run continue] not reached: the program stopped in the block at content/trap.md:3\n"), "\(blessed.stderr)")
    }

    @Test func theCacheRerunsOnlyWhatChanged() throws {
        let site = try Workspace()
        defer { site.remove() }
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        try site.write("content/a.md", "```swift run\nprint(\"하나\")\n```\n\n```output\n하나\n```\n\n```swift run\nprint(\"둘\")\n```\n")
        let cold = try site.run("verify", "--cache-dir", cache.path)
        #expect(cold.status == 0)
        #expect(cold.stderr.contains("compiled 2 merged and 0 alone, 0 from the cache"))
        let warm = try site.run("verify", "--cache-dir", cache.path)
        #expect(warm.stderr.contains("compiled 0 merged and 0 alone, 2 from the cache"))
        try site.write("content/a.md", "```swift run\nprint(\"하나\")\n```\n\n```output\n하나\n```\n\n```swift run\nprint(\"셋\")\n```\n")
        let changed = try site.run("verify", "--cache-dir", cache.path)
        #expect(changed.stderr.contains("compiled 1 merged and 0 alone, 1 from the cache"))
        // Editing only an output block needs no run: outputs are compared, not cached.
        try site.write("content/a.md", "```swift run\nprint(\"하나\")\n```\n\n```output\n다름\n```\n\n```swift run\nprint(\"셋\")\n```\n")
        let edited = try site.run("verify", "--cache-dir", cache.path)
        #expect(edited.status == 1)
        #expect(edited.stderr.contains("2 from the cache"))
    }

    @Test func aFailedRunIsNotKeptInTheCache() throws {
        let site = try Workspace()
        defer { site.remove() }
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        try site.write("content/a.md", "```swift run\nprint(\"하나\")\n```\n\n```output\n하나\n```\n\n```swift run\nprint(\"둘\")\n```\n\n```output\n셋\n```\n")
        let first = try site.run("verify", "--cache-dir", cache.path)
        #expect(first.status == 1)
        #expect(first.stderr.contains("0 from the cache"))
        // The passing block comes from the cache; the failing one runs again, so a failure that
        // a slow machine caused once is not repeated from the cache.
        let second = try site.run("verify", "--cache-dir", cache.path)
        #expect(second.status == 1)
        #expect(second.stderr.contains("1 from the cache"), "\(second.stderr)")
        try site.write("content/a.md", "```swift run\nprint(\"하나\")\n```\n\n```output\n하나\n```\n\n```swift run\nprint(\"둘\")\n```\n\n```output\n둘\n```\n")
        let fixed = try site.run("verify", "--cache-dir", cache.path)
        #expect(fixed.status == 0)
        let warm = try site.run("verify", "--cache-dir", cache.path)
        #expect(warm.stderr.contains("2 from the cache"), "\(warm.stderr)")
    }

    @Test func buildShowsVerificationOnThePage() throws {
        let site = try Workspace(fixture: "snippets-pass")
        defer { site.remove() }
        let result = try site.run("build", "--quiet", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try site.read("_site/kinds/index.html")
        #expect(page.contains("<span class=\"badge badge-verified\""))
        #expect(page.contains(">실행 검증됨</span>"))
        #expect(page.contains(">실행 안 함</span>"))
        #expect(page.contains(">중단 확인됨</span>"))
        #expect(page.contains("<span class=\"code-lang\">실행 결과</span></div><pre><code>혼자 실행\n</code></pre>"))
    }

    @Test func buildFailsOnAFailedSnippet() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/a.md", "```swift run\nprint(1)\n```\n\n```output\n2\n```\n")
        let result = try site.run("build", "--quiet", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("content/a.md:1: error: snippet failed [swift run]: output differs from the output block (line 5):"))
        let skipped = try site.run("build", "--quiet", "--no-verify")
        #expect(skipped.status == 0)
        #expect(try site.read("_site/a/index.html").contains(">실행 예제</span>"))
    }

    @Test func aModuleThatIsNotOfferedIsOneLineListingWhatIs() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/a.md", "```swift check\nimport RxSwift\nimport RxDataSources\n```\n")
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("""
        content/a.md:1: error: [swift check] no such module 'RxDataSources': it is not offered to snippets; snippets may import Foundation, Combine, RxSwift, RxRelay, RxCocoa, RxTest, RxBlocking, XCTest, Testing, AsyncAlgorithms, PlaygroundSupport, UIKit (mark the block 'swift ignore' and say why in the text) (imported at content/a.md:3)

        """))
        #expect(result.stdout == "0 passed, 1 failed, 0 skipped\n")
    }
}
