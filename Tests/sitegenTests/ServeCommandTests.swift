import Foundation
import Testing

/// `sitegen serve` end to end: the real binary on a free port, requests over a plain socket,
/// the live-reload stream held open while files change. Every server runs with
/// `SITEGEN_SERVE_CHECK=1`, so each incremental rebuild is also compared with a full build.
@Suite(.serialized) struct ServeCommandTests {
    /// A copy of the basic fixture with `serve` running on it.
    final class Served {
        let site: Workspace
        let server: ServeProcess

        init(_ arguments: [String] = ["--no-verify"], prepare: (Workspace) throws -> Void = { _ in }) throws {
            site = try Workspace(fixture: "basic")
            try prepare(site)
            server = try ServeProcess(in: site.folder, arguments)
        }

        var http: HTTPProbe { server.http }

        /// The version the page was sent as (its live-reload script says so).
        func version(of path: String) throws -> String {
            let page = try http.request(path).text
            guard let range = page.range(of: "data-version=\"") else { return "" }
            return String(page[range.upperBound...].prefix { $0 != "\"" })
        }

        func edit(_ path: String, _ change: (String) -> String) throws {
            try site.write(path, change(try site.read(path)))
        }

        deinit {
            server.stop()
            site.remove()
        }
    }

    @Test func servesPagesWithTheirTypesAndValidators() throws {
        let served = try Served()
        #expect(served.server.port > 0, "\(served.server.stdout)\(served.server.stderr)")
        let http = served.http
        let home = try http.request("/")
        #expect(home.status == 200)
        #expect(home.header("content-type") == "text/html; charset=utf-8")
        #expect(home.text.contains("<html lang=\"ko\""))
        #expect(home.text.contains("<script src=\"/__sitegen/live.js\" data-file=\"index.html\" data-version=\""))
        for (path, type) in [
            ("/assets/style.css", "text/css; charset=utf-8"), ("/assets/site.js", "text/javascript; charset=utf-8"),
            ("/assets/favicon.svg", "image/svg+xml"), ("/01-intro/diagram.svg", "image/svg+xml"),
            ("/sitemap.xml", "application/xml; charset=utf-8"), ("/atom.xml", "application/xml; charset=utf-8"),
            ("/robots.txt", "text/plain; charset=utf-8"), ("/__sitegen/live.js", "text/javascript; charset=utf-8"),
            ("/tags/%EC%9E%85%EB%AC%B8/", "text/html; charset=utf-8"),
        ] {
            let reply = try http.request(path)
            #expect(reply.status == 200, "\(path)")
            #expect(reply.header("content-type") == type, "\(path)")
        }
        // Only pages get the script.
        #expect(!(try http.request("/assets/style.css").text.contains("__sitegen")))

        // Validators: the same ETag or date back gives 304 with no body.
        let page = try http.request("/01-intro/first/")
        let etag = try #require(page.header("etag"))
        let modified = try #require(page.header("last-modified"))
        #expect(page.header("cache-control") == "no-cache")
        let byTag = try http.request("/01-intro/first/", headers: ["If-None-Match": etag])
        #expect(byTag.status == 304)
        #expect(byTag.body.isEmpty)
        #expect(byTag.header("etag") == etag)
        #expect(try http.request("/01-intro/first/", headers: ["If-None-Match": "W/\(etag)"]).status == 304)
        #expect(try http.request("/01-intro/first/", headers: ["If-Modified-Since": modified]).status == 304)
        #expect(try http.request("/01-intro/first/", headers: ["If-None-Match": "\"other\""]).status == 200)
        #expect(try http.request("/01-intro/first/", headers: ["If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT"]).status == 200)

        // HEAD: the GET's headers, no body.
        let head = try http.request("/01-intro/first/", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.header("content-length") == page.header("content-length"))
        #expect(head.header("etag") == etag)

        // /dir → /dir/ → index.html
        let redirect = try http.request("/01-intro/first?x=1")
        #expect(redirect.status == 301)
        #expect(redirect.header("location") == "/01-intro/first/?x=1")
        #expect(try http.request("/01-intro/first/index.html").status == 200)

        // The theme's 404 page, with status 404.
        let missing = try http.request("/no/such/page/")
        #expect(missing.status == 404)
        #expect(missing.header("content-type") == "text/html; charset=utf-8")
        #expect(missing.text.contains("페이지를 찾을 수 없습니다"))
        #expect(try http.request("/", method: "POST").status == 405)
    }

    @Test func nothingOutsideTheSiteCanBeReached() throws {
        let served = try Served { site in
            try site.write("secret.txt", "SECRET-OUTSIDE\n")
            try FileManager.default.createSymbolicLink(atPath: site.folder.appendingPathComponent("content/static/leak.txt").path, withDestinationPath: site.folder.appendingPathComponent("secret.txt").path)
            try FileManager.default.createSymbolicLink(atPath: site.folder.appendingPathComponent("content/01-intro/passwd").path, withDestinationPath: "/etc/passwd")
        }
        let http = served.http
        let attempts = [
            "/../secret.txt", "/../../../../etc/passwd", "/01-intro/../../secret.txt",
            "/%2e%2e/secret.txt", "/%2E%2E/%2E%2E/etc/passwd", "/..%2fsecret.txt", "/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
            "/%252e%252e/secret.txt", "/%252e%252e%252fsecret.txt", "/assets/..%5c..%5csecret.txt",
            "/leak.txt", "/01-intro/passwd", "/secret.txt", "/%00secret.txt", "/%zz", "//etc/passwd",
        ]
        for path in attempts {
            let reply = try http.request(path)
            #expect(reply.status == 400 || reply.status == 404, "\(path) gave \(reply.status)")
            #expect(!reply.text.contains("SECRET-OUTSIDE") && !reply.text.contains("root:"), "\(path)")
        }
        #expect(served.server.stderr.contains("this symlink leads outside the content folder; it is not followed"))
    }

    @Test func anEditIsServedAndAnnouncedBeforeItsPrintPageAndSearch() throws {
        let served = try Served()
        let http = served.http
        let version = try served.version(of: "/01-intro/first/")
        let events = try HTTPProbe.EventStream(port: served.server.port, file: "01-intro/first/index.html", version: version)
        defer { events.close() }
        #expect(events.next(["ok"], timeout: 5) != nil, "a new page is told the state first")

        try served.edit("content/01-intro/first.md") { $0 + "\n새로 쓴 문단입니다.\n" }
        let reload = events.next(["reload"], timeout: 30)
        // The print page holds every note: it is drawn after the reload, not in it, so the
        // reload carries the note's page alone.
        #expect(reload?.data == #"{"files":["01-intro/first/index.html"]}"#)
        // The new page is in place before the event; a request for the print page waits for
        // the one drawn for this save, never answering with the one before.
        #expect(try http.request("/01-intro/first/").text.contains("새로 쓴 문단입니다."))
        #expect(try http.request("/print/").text.contains("새로 쓴 문단입니다."))
        // The print page and the search index follow, each in an event of its own, in either
        // order (no page lists the index, none reloads for it).
        let followers = [events.next(["reload"], timeout: 30), events.next(["reload"], timeout: 30)]
        let files = followers.map { event in
            (event?.data ?? "").matches(of: #/"([^"]+)"/#).map { String($0.output.1) }.filter { $0 != "files" }
        }
        #expect(files.contains(["print/index.html"]), "\(files)")
        #expect(files.contains { !$0.isEmpty && $0.allSatisfy { $0.hasPrefix("search/") } }, "\(files)")
        #expect(try http.request("/search/t/0.json").text.contains("새로 쓴 문단입니다."))
        // (start, the edit, its print page, its search index)
        #expect(served.server.waitForStderr("serve check: ok", count: 4))

        // A new title changes every page's sidebar: all of them are rebuilt.
        try served.edit("content/01-intro/first.md") { $0.replacingOccurrences(of: "title: 첫 글", with: "title: 고친 첫 글") }
        #expect(events.next(["reload"], timeout: 5) != nil)
        #expect(try http.request("/02-memory/second/").text.contains("고친 첫 글"))
        // (start, the edit, its print page and search index, and now every page)
        #expect(served.server.waitForStderr("serve check: ok", count: 5))

        // A new note appears in the course; deleting it takes it away again.
        try served.site.write("content/02-memory/third.md", "---\ntitle: 세 번째 글\ntags: [새태그]\n---\n\n본문\n")
        #expect(events.next(["reload"], timeout: 5) != nil)
        #expect(try http.request("/02-memory/third/").status == 200)
        #expect(try http.request("/tags/%EC%83%88%ED%83%9C%EA%B7%B8/").status == 200)
        try FileManager.default.removeItem(at: served.site.folder.appendingPathComponent("content/02-memory/third.md"))
        #expect(events.next(["reload"], timeout: 5) != nil)
        #expect(try http.request("/02-memory/third/").status == 404)
        #expect(served.server.waitForStderr("serve check: ok", count: 7))
        #expect(!served.server.stderr.contains("differ"), "\(served.server.stderr)")
        // Editor droppings are ignored: the rebuild the next real edit makes names that edit
        // only, and the droppings never reach a page.
        try served.site.write("content/01-intro/.first.md.swp", "x")
        try served.site.write("content/01-intro/first.md~", "x")
        try served.edit("content/02-memory/second.md") { $0 + "\n드롭 뒤의 편집.\n" }
        #expect(events.next(["reload"], timeout: 30) != nil)
        #expect(served.server.waitForStdout("(02-memory/second.md)"))
        let rebuilds = served.server.stdout.split(separator: "\n").filter { $0.contains("rebuilt") }
        #expect(!rebuilds.contains { $0.contains(".swp") || $0.contains("first.md~") }, "\(rebuilds)")
        #expect(rebuilds.last?.hasSuffix("(02-memory/second.md): 1 file changed") == true, "\(rebuilds)")
    }

    @Test func aNewFolderIsWatchedToo() throws {
        let served = try Served()
        let events = try HTTPProbe.EventStream(port: served.server.port, file: "index.html", version: try served.version(of: "/"))
        defer { events.close() }
        // A folder with notes in it at once (as a `git checkout` or a copy makes it).
        let staging = served.site.folder.appendingPathComponent("staging")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try "---\ntitle: 셋째 장\norder: 3\n---\n".write(to: staging.appendingPathComponent("_index.md"), atomically: true, encoding: .utf8)
        try "# 새 장의 글\n\n처음 내용\n".write(to: staging.appendingPathComponent("note.md"), atomically: true, encoding: .utf8)
        try FileManager.default.moveItem(at: staging, to: served.site.folder.appendingPathComponent("content/03-new"))
        #expect(events.next(["reload"], timeout: 5) != nil)
        #expect(try served.http.request("/03-new/note/").text.contains("처음 내용"))
        // Saves inside the new folder are seen.
        try served.site.write("content/03-new/note.md", "# 새 장의 글\n\n고친 내용\n")
        #expect(events.next(["reload"], timeout: 5) != nil)
        #expect(try served.http.request("/03-new/note/").text.contains("고친 내용"))
        #expect(served.server.waitForStderr("serve check: ok", count: 3))
        #expect(!served.server.stderr.contains("differ"), "\(served.server.stderr)")
    }

    @Test func conceptPagesFollowTheNotesThatMentionThem() throws {
        let site = try Workspace()
        defer { site.remove() }
        try FileManager.default.copyItem(at: SitegenBinary.checkout.appendingPathComponent("content"), to: site.folder.appendingPathComponent("content"))
        let server = try ServeProcess(in: site.folder, ["--no-verify"])
        defer { server.stop() }
        let events = try HTTPProbe.EventStream(port: server.port, file: "concepts/weak/index.html", version: "")
        defer { events.close() }
        #expect(events.next(["reload"], timeout: 10) != nil, "a page of no version reloads at once")
        #expect(!(try Self.backlinks(server.http.request("/concepts/weak/").text).contains("서버에서 새로 쓴 노트")))

        try site.write("content/02-memory/serve-new.md", "---\ntitle: 서버에서 새로 쓴 노트\n---\n\n## 정리\n\n여기서 `weak`를 씁니다.\n")
        #expect(events.next(["reload"], timeout: 60) != nil)
        #expect(try Self.backlinks(server.http.request("/concepts/weak/").text).contains("서버에서 새로 쓴 노트"))
        try site.write("content/02-memory/serve-new.md", "---\ntitle: 서버에서 새로 쓴 노트\n---\n\n## 정리\n\n이제 언급하지 않습니다.\n")
        #expect(events.next(["reload"], timeout: 60) != nil)
        #expect(!(try Self.backlinks(server.http.request("/concepts/weak/").text).contains("서버에서 새로 쓴 노트")))
        #expect(server.waitForStderr("serve check: ok", count: 3, timeout: 60))
        #expect(!server.stderr.contains("differ"), "\(server.stderr)")
    }

    /// The "이 개념이 나오는 곳" section of a concept page (the sidebar lists every note anyway).
    static func backlinks(_ page: String) -> String {
        guard let start = page.range(of: "<section class=\"backlinks\"") else { return "" }
        let rest = page[start.lowerBound...]
        return String(rest[..<(rest.range(of: "</section>")?.upperBound ?? rest.endIndex)])
    }

    @Test func stylesheetChangesAreSwappedWithoutAReload() throws {
        let served = try Served { site in try site.write("content/static/extra.css", "p { color: black; }\n") }
        let events = try HTTPProbe.EventStream(port: served.server.port, file: "index.html", version: try served.version(of: "/"))
        defer { events.close() }
        try served.site.write("content/static/extra.css", "p { color: red; }\n")
        let css = events.next(["css", "reload"], timeout: 5)
        #expect(css?.name == "css")
        #expect(css?.data == #"{"files":["extra.css"]}"#)
        #expect(try served.http.request("/extra.css").text == "p { color: red; }\n")
    }

    @Test func buildErrorsShowOverThePageUntilFixed() throws {
        let served = try Served()
        let http = served.http
        let events = try HTTPProbe.EventStream(port: served.server.port, file: "01-intro/first/index.html", version: try served.version(of: "/01-intro/first/"))
        defer { events.close() }
        let original = try served.site.read("content/01-intro/first.md")

        try served.site.write("content/01-intro/first.md", "---\ntitle: [깨진\n---\n\n본문\n")
        let error = events.next(["error"], timeout: 5)
        #expect(error?.data.contains(#""title":"빌드 오류""#) == true)
        #expect(error?.data.contains(#""text":"content/01-intro/first.md:2:"#) == true, "\(error?.data ?? "")")
        #expect(error?.data.contains("front matter") == true)
        #expect(served.server.waitForStderr("content/01-intro/first.md:2:"))
        #expect(served.server.waitForStdout("build failed (01-intro/first.md); still serving the last good site"))
        // The last good site is still served.
        let page = try http.request("/01-intro/first/")
        #expect(page.status == 200)
        #expect(page.text.contains("<title>첫 글"))

        // A page opened now is told about the error as it connects.
        let late = try HTTPProbe.EventStream(port: served.server.port, file: "index.html", version: try served.version(of: "/"))
        defer { late.close() }
        #expect(late.next(["error", "ok"], timeout: 5)?.name == "error")

        // A broken link is an error too, with its line and column.
        try served.site.write("content/01-intro/first.md", original + "\n[없는 글](nope.md)\n")
        let broken = events.next(["error"], timeout: 5)
        #expect(broken?.data.contains("content/01-intro/first.md:") == true)
        #expect(broken?.data.contains("nope.md") == true)

        try served.site.write("content/01-intro/first.md", original)
        #expect(events.next(["ok"], timeout: 5) != nil)
        #expect(late.next(["ok"], timeout: 5) != nil)
        #expect(served.server.waitForStderr("serve check: ok", count: 2))
    }

    @Test func aTemplateErrorShowsAndClears() throws {
        let served = try Served(["--no-verify", "--templates", "theme"]) { site in
            try site.write("theme/_footer.mustache", "<footer>바닥</footer>\n")
        }
        let events = try HTTPProbe.EventStream(port: served.server.port, file: "index.html", version: try served.version(of: "/"))
        defer { events.close() }
        #expect(try served.http.request("/").text.contains("<footer>바닥</footer>"))
        try served.site.write("theme/_footer.mustache", "<footer>{{#site}}</footer>\n")
        let error = events.next(["error"], timeout: 5)
        #expect(error?.data.contains("theme/_footer.mustache:2:1: error: template error") == true, "\(error?.data ?? "")")
        try served.site.write("theme/_footer.mustache", "<footer>새 바닥</footer>\n")
        #expect(events.next(["ok"], timeout: 5) != nil)
        #expect(events.next(["reload"], timeout: 5) != nil)
        #expect(try served.http.request("/").text.contains("<footer>새 바닥</footer>"))
    }

    @Test func stopsCleanlyOnCtrlC() throws {
        // A verification that would take a minute is under way: Ctrl-C must not wait for it.
        let served = try Served(["--verify"]) { site in
            try site.write("content/slow.md", "---\ntitle: 느림\n---\n\n```swift run timeout=120\nimport Foundation\nThread.sleep(forTimeInterval: 60)\n```\n")
        }
        let events = try HTTPProbe.EventStream(port: served.server.port, file: "index.html", version: "")
        defer { events.close() }
        let verifying = events.next(["verify"], timeout: 60)
        #expect(verifying?.data.contains("\"running\":true") == true, "\(verifying?.data ?? "no verify event")")
        let seconds = served.server.stop(signal: SIGINT)
        #expect(seconds != nil && seconds! < 30, "stopped after \(String(describing: seconds)) s")
        #expect(served.server.process.terminationStatus == 130)
        #expect(served.server.waitForStdout("stopped\n"))
        #expect(served.server.stdout.hasSuffix("stopped\n"))
        // Nothing was written but the snippet cache: no _site, no temporary folders.
        let entries = try FileManager.default.contentsOfDirectory(atPath: served.site.folder.path)
        #expect(entries.filter { $0 != ".sitegen-cache" }.sorted() == ["content"])
    }

    @Test func aPortInUseIsAOneLineUsageError() throws {
        let served = try Served()
        let result = try served.site.run("serve", "--port", "\(served.server.port)", "--no-verify")
        #expect(result.status == 2)
        #expect(result.stderr == "error: port \(served.server.port) is already in use (try --port 0)\n")
    }

    @Test func outputIsWrittenOnlyWhenAsked() throws {
        let served = try Served(["--no-verify", "--output", "preview"])
        #expect(served.server.waitForStderr("serve check: ok"))
        try served.edit("content/01-intro/first.md") { $0 + "\n미리보기 폴더에도.\n" }
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, !((try? served.site.read("preview/01-intro/first/index.html"))?.contains("미리보기 폴더에도.") ?? false) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        let written = try served.site.read("preview/01-intro/first/index.html")
        #expect(written.contains("미리보기 폴더에도."))
        #expect(!written.contains("__sitegen"), "the script is never written")
    }

    @Test func buildOutputNeverHasTheScript() throws {
        let site = try Workspace(fixture: "basic")
        defer { site.remove() }
        let result = try site.run("build", "--no-verify", "-q")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!(try site.read("_site/index.html")).contains("__sitegen"))
        #expect(!(try site.read("_site/01-intro/first/index.html")).contains("__sitegen"))
    }

    @Test func withVerifySnippetResultsArriveAfterTheReload() throws {
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        let served = try Served(["--verify", "--cache-dir", cache.path]) { site in
            try site.write("content/01-intro/run.md", "---\ntitle: 실행\n---\n\n```swift run\nprint(\"하나\")\n```\n\n```output\n하나\n```\n")
        }
        let events = try HTTPProbe.EventStream(port: served.server.port, file: "01-intro/run/index.html", version: try served.version(of: "/01-intro/run/"))
        defer { events.close() }
        let done = events.next(["verify"], timeout: 240).flatMap { $0.data.contains("\"running\":false") ? $0 : events.next(["verify"], timeout: 240) }
        #expect(done?.data.contains("1개 통과, 0개 실패") == true, "\(done?.data ?? "")")
        #expect(events.next(["reload"], timeout: 10) != nil)
        #expect(try served.http.request("/01-intro/run/").text.contains("실행 검증됨"))

        // A failing snippet: the text change reloads first, before the snippet is run; the
        // failure follows as an error.
        try served.site.write("content/01-intro/run.md", "---\ntitle: 실행\n---\n\n```swift run\nprint(\"둘\")\n```\n\n```output\n하나\n```\n")
        #expect(events.next(["reload", "error"], timeout: 30)?.name == "reload")
        let failure = events.next(["error"], timeout: 120)
        #expect(failure?.data.contains("content/01-intro/run.md:5: error: snippet failed [swift run]") == true, "\(failure?.data ?? "")")
    }

    /// Without `--verify` nothing is compiled, but what an earlier build verified for these exact
    /// snippets (the cache) shows on the pages, and a note edited since shows its blocks' kinds.
    @Test func withoutVerifyCachedResultsShow() throws {
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        let note = "---\ntitle: 실행\n---\n\n```swift run\nprint(\"하나\")\n```\n\n```output\n하나\n```\n"
        let served = try Served(["--cache-dir", cache.path]) { site in
            try site.write("content/01-intro/run.md", note)
            let build = try site.run("build", "--cache-dir", cache.path, "-q")
            #expect(build.status == 0, "\(build.stderr)")
        }
        let deadline = Date().addingTimeInterval(60)
        var page = try served.http.request("/01-intro/run/").text
        while !page.contains("실행 검증됨") && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            page = try served.http.request("/01-intro/run/").text
        }
        #expect(page.contains("실행 검증됨"))
        let events = try HTTPProbe.EventStream(port: served.server.port, file: "01-intro/run/index.html", version: try served.version(of: "/01-intro/run/"))
        defer { events.close() }
        try served.site.write("content/01-intro/run.md", note.replacingOccurrences(of: "print(\"하나\")", with: "print(\"하나\") // 고침"))
        #expect(events.nextReload(of: "01-intro/run/index.html", timeout: 30) != nil)
        #expect(!(try served.http.request("/01-intro/run/").text.contains("실행 검증됨")))
    }
}
