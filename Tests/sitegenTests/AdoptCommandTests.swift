import Foundation
import Testing

/// Bringing existing notes in, end to end: `sitegen adopt`'s trial report and its rewrite, shared
/// setup code, and a site built from notes written for GitHub, mdBook and Jekyll
/// (`Tests/Fixtures/adopt`: names with spaces and dots, no front matter, a `SUMMARY.md`).
@Suite(.serialized) struct AdoptCommandTests {
    let chapterOne = "content/01_Observable Basics/Ch1.Observables.md"

    @Test func theTrialSaysWhatEachBlockDoesAndNeeds() throws {
        let site = try Workspace(fixture: "adopt")
        defer { site.remove() }
        let result = try site.run("adopt", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout
        for expected in [
            "\(chapterOne):5: block runs and matches its stated output (line 10): can become 'swift run' (adopt --write)",
            "\(chapterOne):18: block runs, but differs from its stated output (line 21):\n      1\n      2\n    - 4\n    + 3\n    (- expected, + actual)",
            "\(chapterOne):29: block runs and matches its stated output (line 33): can become 'swift run' (adopt --write)",
            "\(chapterOne):40: unlabeled Swift block runs as it is and prints:\n    completed",
            "\(chapterOne):47: block: no language, and not Swift (shell, printed lines or prose): not tried; give it its language (```text, ```sh) so readers know",
            "\(chapterOne):53: block runs and matches its stated output (line 54): can become 'swift run' (adopt --write)",
            "content/02_Subjects/Practice.md:10: block runs and matches its stated output (line 19): can become 'swift run' (adopt --write)",
            "content/02_Subjects/Subjects.md:13: block compiles only with what it lacks: Person\n    Person: declared in the block at content/02_Subjects/Subjects.md:7; mark that block 'swift setup' to share it with every block of this note",
            "content/02_Subjects/Subjects.md:19: block uses API that RxSwift 6 removed:\n    Variable → BehaviorRelay (import RxRelay): `.value` reads, `.accept(_:)` writes",
            "content/02_Subjects/Subjects.md:24: block needs a module snippets are not offered: SwiftUI (keep it shown only, or mark it 'swift ignore')",
            "content/02_Subjects/Subjects.md:29: block needs the Objective-C runtime, which Linux does not have:",
            "content/02_Subjects/Subjects.md:34: block: not complete Swift: the parser stops at line 35 (a fragment or pseudo-code; mark it 'swift ignore', or complete it)",
        ] {
            #expect(lines.contains(expected + "\n"), "missing:\n\(expected)\nin:\n\(lines)")
        }
        #expect(lines.hasSuffix("13 blocks: 7 run as they are, 4 match their stated output, 1 need context, 1 need a module, 1 removed API; 1 differ from their stated output, 1 need the Objective-C runtime, 1 are not complete Swift, 1 unlabeled blocks are not Swift\n"))
        // Nothing was written.
        #expect(try site.read(chapterOne) == (try String(contentsOf: SitegenBinary.fixtures.appendingPathComponent("adopt/\(chapterOne)"), encoding: .utf8)))

        let json = try site.run("adopt", "--cache-dir", TestCache.folder.path, "--json")
        #expect(json.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let counts = document?["counts"] as? [String: Int]
        #expect(counts?["blocks"] == 13)
        #expect(counts?["matches"] == 4)
        #expect(counts?["needs-context"] == 1)
        let findings = document?["findings"] as? [[String: Any]]
        let missing = findings?.first { $0["verdict"] as? String == "needs-context" }
        #expect(missing?["missingNames"] as? [String] == ["Person"])
    }

    /// A block that lacks an import is told which offered module declares what it lacks.
    @Test func aMissingImportIsNamed() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/a.md", "# 가\n\n```swift\nlet bag = DisposeBag()\nlet relay = BehaviorRelay(value: 1)\nprint(relay.value)\n```\n")
        let result = try site.run("adopt", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("content/a.md:3: block compiles only with what it lacks: DisposeBag, BehaviorRelay\n    add 'import RxSwift': it declares DisposeBag\n    add 'import RxRelay': it declares BehaviorRelay\n"), "\(result.stdout)")
    }

    @Test func writingMakesTheMatchingBlocksVerifiedAndTouchesNothingElse() throws {
        let site = try Workspace(fixture: "adopt")
        defer { site.remove() }
        let subjectsBefore = try site.read("content/02_Subjects/Subjects.md")
        let written = try site.run("adopt", "--cache-dir", TestCache.folder.path, "--write")
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stderr.contains("rewrote 3 blocks into 'swift run' blocks with their output"), "\(written.stderr)")
        #expect(try site.read("content/02_Subjects/Subjects.md") == subjectsBefore)
        let chapter = try site.read(chapterOne)
        #expect(chapter.hasPrefix("""
        # Observable 기초

        책의 `example(of:)` 도우미로 쓴 예제입니다.

        ```swift run
        example(of: "just") {
            let observable = Observable.just(1)
            observable.subscribe(onNext: { print($0) })
        }
        ```

        ```output
        --- Example of: just ---
        1
        ```

        출력을 주석으로 적은 예제입니다.

        ```swift
        let numbers = Observable.of(1, 2, 3)
        """), "\(chapter)")
        #expect(chapter.contains("```swift run\n_ = Observable.from([\"가\", \"나\"]).subscribe(onNext: { print($0) })\n```\n\n```output\n가\n나\n```\n"))
        // The block that differs, the unlabeled one and the Jekyll one are as they were.
        #expect(chapter.contains("// 출력:\n// 1\n// 2\n// 4\n```\n"))
        #expect(chapter.contains("```\nlet empty = Observable<Int>.empty()\n"))
        #expect(chapter.contains("{% highlight swift %}\nprint(\"jekyll\") // 출력: jekyll\n{% endhighlight %}\n"))

        let verified = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
        #expect(verified.stdout.hasSuffix("5 passed, 0 failed, 8 skipped\n"), "\(verified.stdout)")
    }

    /// Setup code that does not compile is one error at its own line; the blocks that include it
    /// are not compiled against it again.
    @Test func setupCodeErrorsPointAtTheSetupCodeOnce() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/index.md", "---\ntitle: 홈\n---\n\n```swift setup\nfunc greet() -> String { \"안녕\" }\n```\n")
        try site.write("content/a.md", "# 가\n\n```swift setup\nstruct Person { let name: String }\nlet helper = undefinedThing\n```\n\n```swift run\nprint(greet(), Person(name: \"가\").name)\n```\n\n```swift run\nprint(1)\n```\n")
        try site.write("content/b.md", "# 나\n\n```swift run\nprint(greet())\n```\n\n```output\n안녕\n```\n")
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("""
        content/a.md:3: error: [swift setup] the shared setup code does not compile:
          content/a.md:5:14: error: cannot find 'undefinedThing' in scope

        """), "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "undefinedThing").count - 1 == 1, "\(result.stderr)")
        #expect(result.stdout == "2 passed, 1 failed, 2 skipped\n", "\(result.stdout)")
        // Fixed, every block runs with both setups; the home note's is shown with its badge.
        try site.write("content/a.md", "# 가\n\n```swift setup\nstruct Person { let name: String }\n```\n\n```swift run\nprint(greet(), Person(name: \"가\").name)\n```\n\n```output\n안녕 가\n```\n")
        let fixed = try site.run("build", "--cache-dir", TestCache.folder.path, "-q")
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        let home = try site.read("_site/index.html")
        #expect(home.contains("<span class=\"badge badge-setup\" title=\"이 코스의 모든 예제 앞에 들어가는 코드입니다. 예제에는 보이지 않지만 함께 컴파일됩니다\">공통 코드</span>"))
        let page = try site.read("_site/a/index.html")
        #expect(page.components(separatedBy: "실행 검증됨").count - 1 == 1)
        #expect(page.contains("badge-setup"))
    }

    @Test func notesWrittenForGitHubBuildIntoCleanURLs() throws {
        let site = try Workspace(fixture: "adopt")
        defer { site.remove() }
        let result = try site.run("build", "--cache-dir", TestCache.folder.path, "--no-verify")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("\(chapterOne):53:1: warning: Jekyll's '{% highlight swift %}' is read as a fenced code block"))
        let page = try site.read("_site/01_observable-basics/ch1-observables/index.html")
        #expect(page.components(separatedBy: "<h1").count - 1 == 1)
        #expect(page.contains("<h1 id=\"note-title\" class=\"note-title\">Observable 기초</h1>"))
        #expect(page.contains("href=\"/02_subjects/subjects/\""))
        #expect(!site.exists("_site/summary/index.html"))
        // SUMMARY.md's order (Subjects before Practice) and titles.
        let chapter = try site.read("_site/02_subjects/index.html")
        #expect(chapter.contains("<title>Subject 모음 · RxSwift 강의 노트</title>"))
        let subjects = try #require(chapter.range(of: "href=\"/02_subjects/subjects/\">Subject 모음"))
        let practice = try #require(chapter.range(of: "href=\"/02_subjects/practice/\">Subject 실습"))
        #expect(subjects.lowerBound < practice.lowerBound)
        let sitemap = try site.read("_site/sitemap.xml")
        #expect(!sitemap.contains("%20"))
    }
}
