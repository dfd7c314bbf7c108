import Foundation
import Testing

/// Mistakes a newcomer makes that used to pass without a word: each is now a located message in
/// the terminal (every command) and over the page in `serve`.
@Suite struct SilentMistakeTests {
    static let misspelled = """
    ---
    titel: 오타가 있는 글
    descripton: 설명
    author: 누구든
    ---

    ```swfit run
    print("하나")
    ```

    ```swift runn
    print("둘")
    ```

    ```swift run timeout=abc
    print("셋")
    ```

    ```output
    셋
    ```

    """

    static let warnings = [
        "content/typo.md:2:1: warning: front matter key 'titel' is not one sitegen reads, so it is kept only for templates; did you mean 'title'?",
        "content/typo.md:3:1: warning: front matter key 'descripton' is not one sitegen reads, so it is kept only for templates; did you mean 'description'?",
        "content/typo.md:7:1: warning: unknown language 'swfit' in code block info string, so the block is shown but never compiled or run; did you mean 'swift'?",
        "content/typo.md:11:1: warning: unknown word 'runn' in code block info string, so it is ignored; did you mean 'run'?",
        "content/typo.md:15:1: warning: 'timeout=abc' in code block info string: timeout takes a number of seconds, like timeout=30, so it is ignored",
    ]

    @Test func misspelledWordsAndKeysAreLocatedWarningsInBuildAndVerify() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/typo.md", Self.misspelled)
        let built = try site.run("build", "--no-verify", "-q", "--base-url", "https://course.example/")
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout == "")
        #expect(built.stderr == (Self.warnings + ["0 errors, 5 warnings"]).joined(separator: "\n") + "\n")

        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        let verified = try site.run("verify", "--cache-dir", cache.path)
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
        #expect(verified.stderr.hasPrefix((Self.warnings + ["0 errors, 5 warnings"]).joined(separator: "\n") + "\n"), "\(verified.stderr)")
        #expect(verified.stdout.hasSuffix("1 passed, 0 failed, 1 skipped\n"), "\(verified.stdout)")
    }

    @Test func aCP949NoteSaysItsEncodingAndHowToConvertAndLinksToItAreNotMoreProblems() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/a.md", "---\ntitle: 글\n---\n\n[옛 글](old.md)\n")
        let korean = "---\ntitle: 옛 글\n---\n\n윈도에서 저장한 한글입니다.\n"
        let cp949 = try Self.iconv(korean)
        #expect(String(data: cp949, encoding: .utf8) == nil)
        try cp949.write(to: site.folder.appendingPathComponent("content/old.md"))
        let built = try site.run("build", "--no-verify", "-q", "--base-url", "https://course.example/")
        #expect(built.status == 1)
        #expect(built.stderr == """
        content/old.md: error: this file is not valid UTF-8 text: it looks like CP949 (EUC-KR), the usual Korean encoding on Windows; convert it with `iconv -f CP949 -t UTF-8 content/old.md > converted.md && mv converted.md content/old.md`, or save it as UTF-8 in your editor
        1 error, 0 warnings
        build failed; _site/ was left as it was

        """)
    }

    /// The bytes of `text` in CP949, by `iconv` (Foundation on Linux lacks the encoding).
    static func iconv(_ text: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/iconv")
        process.arguments = ["-f", "UTF-8", "-t", "CP949"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// swiftc keeps a cache of the C modules it imports (about 20 MB) in `~/.cache/clang` unless
    /// told otherwise: sitegen keeps it in its own cache folder.
    @Test func theCompilersModuleCacheStaysInSitegensCache() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/a.md", "---\ntitle: 글\n---\n\n```swift run\nimport Foundation\nprint(\"하나\")\n```\n")
        let home = site.folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        let result = try SitegenBinary.run(["verify", "--cache-dir", cache.path], in: site.folder, environment: ["HOME": home.path, "XDG_CACHE_HOME": ""])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == [])
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("module-cache").path)).isEmpty)
    }

    @Test func aBuildWithoutABaseURLSaysSoOnce() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/index.md", "---\ntitle: 강의\n---\n\n처음\n")
        try site.write("content/a.md", "---\ntitle: 글\n---\n\n본문\n")
        let built = try site.run("build", "--no-verify", "-q")
        #expect(built.status == 0)
        #expect(built.stderr == """
        content/index.md: warning: no base URL: canonical links, og:url, the sitemap and the Atom feed point at http://localhost:8000/; pass --base-url https://OWNER.github.io/REPO/ or add 'base_url: …' to this file's front matter before publishing
        0 errors, 1 warning

        """)
        try site.write("content/index.md", "---\ntitle: 강의\nbase_url: https://course.example/\n---\n\n처음\n")
        let named = try site.run("build", "--no-verify", "-q")
        #expect(named.status == 0)
        #expect(named.stderr == "")
        #expect(try site.read("_site/sitemap.xml").contains("<loc>https://course.example/a/</loc>"))
    }

    @Test func editorLeftoversAreNotPartOfTheSite() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/a.md", "---\ntitle: 글\n---\n\n본문\n")
        for leftover in ["a.md~", "a.md.bak", ".a.md.swp", "sedAb12Cd", "4913", "image.png.bak"] {
            try site.write("content/\(leftover)", "남은 것")
        }
        try site.write("content/image.png", "그림")
        let built = try site.run("build", "--no-verify", "-q", "--base-url", "https://course.example/")
        #expect(built.status == 0, "\(built.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: site.folder.appendingPathComponent("_site").path)
        #expect(files.contains("image.png"))
        #expect(files.filter { ["a.md~", "a.md.bak", ".a.md.swp", "sedAb12Cd", "4913", "image.png.bak"].contains($0) } == [])
    }

    @Test func serveShowsWarningsOverThePageAndInTheTerminal() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/typo.md", Self.misspelled)
        let server = try ServeProcess(in: site.folder, ["--no-verify"])
        defer { server.stop() }
        let events = try HTTPProbe.EventStream(port: server.port)
        defer { events.close() }
        let shown = try #require(events.next(["error"], timeout: 30))
        #expect(shown.data.contains(#""title":"빌드 경고""#), "\(shown.data)")
        for warning in Self.warnings {
            #expect(shown.data.contains(#""text":""# + warning + "\""), "\(warning)\n\(shown.data)")
        }
        #expect(server.waitForStderr(Self.warnings.joined(separator: "\n")))

        // An editor's leftovers change nothing; the fixed note takes the overlay away.
        try site.write("content/typo.md~", Self.misspelled)
        try site.write("content/sedX1y2Z3", "임시")
        try site.write("content/typo.md", "---\ntitle: 고친 글\n---\n\n```swift run\nprint(1)\n```\n")
        #expect(events.next(["ok"], timeout: 30) != nil)
        #expect(server.waitForStdout("rebuilt"))
        #expect(!server.stdout.contains("typo.md~") && !server.stdout.contains("sedX1y2Z3"), "\(server.stdout)")

        // A note saved in CP949: its encoding and the command, over the page and in the terminal.
        try Self.iconv("---\ntitle: 옛 글\n---\n\n한글\n").write(to: site.folder.appendingPathComponent("content/old.md"))
        let encoding = try #require(events.next(["error"], timeout: 30))
        let message = "content/old.md: error: this file is not valid UTF-8 text: it looks like CP949 (EUC-KR), the usual Korean encoding on Windows; convert it with `iconv -f CP949 -t UTF-8 content/old.md > converted.md && mv converted.md content/old.md`, or save it as UTF-8 in your editor"
        #expect(encoding.data.contains(#""title":"빌드 오류""#), "\(encoding.data)")
        #expect(encoding.data.contains(#""text":""# + message + "\""), "\(encoding.data)")
        #expect(server.waitForStderr(message))
    }
}
