import Foundation
import Testing

/// `sitegen build` end to end, through the real binary.
@Suite struct BuildCommandTests {
    /// Each page lists its own chapter's notes with itself marked; the whole course is one
    /// shared nav.html. A theme that renders `{{> _sidebar}}` itself still gets each page's own
    /// `nav`, and marks it the same way.
    @Test func theSidebarListsTheCurrentChapterAndNavHoldsTheCourse() throws {
        let site = try Workspace(fixture: "basic")
        defer { site.remove() }
        let layout = try String(contentsOf: SitegenBinary.checkout.appendingPathComponent("templates/_layout.mustache"), encoding: .utf8)
        try site.write("theme/_layout.mustache", layout.replacingOccurrences(of: "{{{sidebar}}}", with: "{{> _sidebar}}"))
        for arguments in [["build", "--no-verify"], ["build", "--no-verify", "--templates", "theme"]] {
            let result = try SitegenBinary.run(arguments, in: site.folder)
            #expect(result.status == 0, "\(result.stderr)")
            let page = try site.read("_site/01-intro/first/index.html")
            #expect(page.contains("href=\"/01-intro/first/\" aria-current=\"page\">첫 글</a>"), "\(arguments)")
            #expect(!page.contains("href=\"/02-memory/second/\" aria-current"), "\(arguments)")
            #expect(page.contains("data-full-nav=\"/nav.html\""))
            let nav = try site.read("_site/nav.html")
            #expect(nav.contains("href=\"/01-intro/first/\"") && nav.contains("href=\"/02-memory/second/\""))
            #expect(!nav.contains("aria-current"))
        }
    }

    /// A course of many chapters lists on each page the nine chapters around the page's own,
    /// with a link to the home page's table of contents for each run left out; nav.html (which
    /// the script puts in place) and the home page still list every chapter.
    @Test func aPageOfALargeCourseListsTheChaptersAroundItsOwn() throws {
        let site = try Workspace()
        defer { site.remove() }
        for chapter in 1...25 {
            let folder = String(format: "c%02d", chapter)
            try site.write("content/\(folder)/_index.md", "---\ntitle: \(chapter)장\norder: \(chapter)\n---\n")
            try site.write("content/\(folder)/note.md", "---\ntitle: \(chapter)장의 글\n---\n\n본문\n")
        }
        let result = try site.run("build", "--no-verify", "-q")
        #expect(result.status == 0, "\(result.stderr)")
        func chapters(_ html: String) -> [String] {
            html.components(separatedBy: "class=\"course-chapter-link\" href=\"/").dropFirst().map { String($0.prefix(3)) }
        }
        let page = try site.read("_site/c13/note/index.html")
        #expect(chapters(page) == (9...17).map { String(format: "c%02d", $0) })
        #expect(page.contains("<a href=\"/#chapters-title\">앞의 8개 장 · 전체 목차</a>"))
        #expect(page.contains("<a href=\"/#chapters-title\">뒤의 8개 장 · 전체 목차</a>"))
        #expect(page.components(separatedBy: "course-chapter-gap").count == 3, "one gap before, one after")
        #expect(page.contains("href=\"/c13/note/\" aria-current=\"page\">13장의 글</a>"))
        let first = try site.read("_site/c01/note/index.html")
        #expect(chapters(first) == (1...9).map { String(format: "c%02d", $0) })
        #expect(first.contains("뒤의 16개 장 · 전체 목차") && !first.contains("앞의"))
        let nav = try site.read("_site/nav.html")
        #expect(chapters(nav).count == 25)
        #expect(!nav.contains("course-chapter-gap"))
        let home = try site.read("_site/index.html")
        #expect(home.contains("id=\"chapters-title\"") && home.contains("25장의 글"))
    }

    @Test func buildsEveryPageOfAFixtureSite() throws {
        let site = try Workspace(fixture: "basic")
        defer { site.remove() }
        let result = try site.run("build")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("[1/8] load\n[2/8] parse\n[3/8] resolve\n[4/8] verify\n[5/8] theme\n[6/8] render\n[7/8] search\n[8/8] write\n"))
        for path in ["index.html", "01-intro/index.html", "01-intro/first/index.html", "02-memory/second/index.html",
                     "tags/index.html", "tags/combine/index.html", "tags/입문/index.html", "404.html",
                     "sitemap.xml", "atom.xml", "assets/style.css", "assets/site.js", "01-intro/diagram.svg", "robots.txt"] {
            #expect(site.exists("_site/" + path), "missing _site/\(path)")
        }
        let page = try site.read("_site/01-intro/first/index.html")
        #expect(page.contains("<html lang=\"ko\""))
        #expect(page.contains("<h2 id=\"메모리-관리\">메모리 관리 <a class=\"heading-anchor\" href=\"#메모리-관리\""))
        #expect(page.contains("<h2 id=\"메트릭-api를\">"))
        #expect(page.contains("href=\"/02-memory/second/#%EA%B5%AC%EB%8F%85-%ED%95%B4%EC%A0%9C\""))
        #expect(page.contains("src=\"/01-intro/diagram.svg\""))
        #expect(page.contains("&lt;script>alert(1)&lt;/script>"))
        #expect(page.contains("2024년 3월 4일"))
        #expect(page.contains("content/01-intro/first.md"))
        #expect(page.contains("<meta property=\"og:title\""))
        #expect(page.contains("href=\"/02-memory/second/\""), "next link")
        #expect(page.contains("aria-current=\"page\""), "current note marked in the sidebar")
        #expect(!page.contains("http://") || !page.contains("<script src=\"http"), "no assets from other hosts")
        let home = try site.read("_site/index.html")
        #expect(home.contains("첫 글") && home.contains("둘째 글") && home.contains("처음 읽는 글"))
        #expect(home.range(of: "첫 글")!.lowerBound < home.range(of: "둘째 글")!.lowerBound)
        let tag = try site.read("_site/tags/combine/index.html")
        #expect(tag.contains("첫 글") && tag.contains("둘째 글"))
        let sitemap = try site.read("_site/sitemap.xml")
        #expect(sitemap.contains("<loc>https://course.example/01-intro/first/</loc><lastmod>2024-03-04</lastmod>"))
        let feed = try site.read("_site/atom.xml")
        #expect(feed.contains("<updated>2024-03-05T10:00:00+09:00</updated>"))
        #expect(feed.range(of: "둘째 글")!.lowerBound < feed.range(of: "첫 글")!.lowerBound, "newest first")
    }

    @Test func noPageRequestsAnotherHost() throws {
        let site = try Workspace(fixture: "basic")
        defer { site.remove() }
        #expect(try site.run("build").status == 0)
        let enumerator = FileManager.default.enumerator(atPath: site.folder.appendingPathComponent("_site").path)!
        for case let path as String in enumerator where path.hasSuffix(".html") || path.hasSuffix(".css") || path.hasSuffix(".js") {
            let text = try site.read("_site/" + path)
            for pattern in [#/(?:src|href)="(?:https?:)?//[^"]*"/#] {
                let external = text.matches(of: pattern).map { String($0.output) }
                    .filter { !$0.contains("href=") || $0.contains(".css") || $0.contains(".js") }
                #expect(external.isEmpty, "\(path) loads \(external)")
            }
            #expect(!text.contains("@import url(http"), "\(path)")
        }
    }

    @Test func brokenLinksAreAllReportedAndFailTheBuild() throws {
        let site = try Workspace(fixture: "broken")
        defer { site.remove() }
        let result = try site.run("build", "--quiet")
        #expect(result.status == 1)
        #expect(result.stderr == """
        content/note.md:7:1: error: the link 'missing.md' is not a note in the content folder (or is a draft)
        content/note.md:7:21: error: no heading with the id '#없는-제목' in this note
        content/note.md:7:38: error: the link 'nope.png' is neither a note nor a file in the content folder
        content/other.md:3:1: error: no heading with the id '#nowhere' in content/note.md
        4 errors, 0 warnings
        build failed; _site/ was left as it was

        """)
        #expect(!site.exists("_site"))
    }

    @Test func warnModeBuildsAnyway() throws {
        let site = try Workspace(fixture: "broken")
        defer { site.remove() }
        let result = try site.run("build", "--quiet", "--broken-links", "warn", "--base-url", "https://course.example/")
        #expect(result.status == 0)
        #expect(result.stderr.contains("content/note.md:7:1: warning: the link 'missing.md' is not a note"))
        #expect(result.stderr.hasSuffix("0 errors, 4 warnings\n"))
        #expect(site.exists("_site/note/index.html"))
    }

    @Test func badFrontMatterNamesFileAndLine() throws {
        let site = try Workspace(fixture: "bad-front-matter")
        defer { site.remove() }
        let result = try site.run("build", "--quiet")
        #expect(result.status == 1)
        #expect(result.stderr == """
        content/malformed.md:3:7: error: malformed front matter: did not find expected ',' or ']' while parsing a flow sequence that starts here (noticed at line 4, column 1)
        content/unclosed.md:1:1: error: front matter starts here but is never closed: add a line '---' after it
        2 errors, 0 warnings
        build failed; _site/ was left as it was

        """)
    }

    @Test func twoNotesForOnePageNameBothFiles() throws {
        let site = try Workspace(fixture: "duplicates")
        defer { site.remove() }
        let result = try site.run("build", "--quiet")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("content/ch/b/index.md: error: this note and content/ch/b.md would both produce the page /ch/b/\n"))
    }

    @Test func aFailedBuildLeavesThePreviousSiteUntouched() throws {
        let site = try Workspace(fixture: "basic")
        defer { site.remove() }
        #expect(try site.run("build", "--quiet").status == 0)
        let before = try site.read("_site/01-intro/first/index.html")
        try site.write("content/01-intro/first.md", "---\ntitle: [깨짐\n---\n새 내용\n")
        #expect(try site.run("build", "--quiet").status == 1)
        #expect(try site.read("_site/01-intro/first/index.html") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.folder.path).filter { $0.contains("sitegen-") && $0 != ".sitegen-cache" }
        #expect(leftovers.isEmpty)
    }

    @Test func refusesOutputFoldersThatWouldDestroyContent() throws {
        let site = try Workspace(fixture: "basic")
        defer { site.remove() }
        for (output, reason) in [("content", "the output folder is the content folder"),
                                 (".", "the output folder contains the content folder"),
                                 ("content/_site", "the output folder is inside the content folder"),
                                 ("/", "refusing to write the site into '/'")] {
            let result = try site.run("build", "--output", output)
            #expect(result.status == 2, "\(output)")
            #expect(result.stderr.contains("Error: \(reason) (--output \(output))"), "\(result.stderr)")
        }
        #expect(site.exists("content/index.md"))
    }

    @Test func wrongUsageExitsWithTwo() throws {
        let site = try Workspace(fixture: "basic")
        defer { site.remove() }
        let unknown = try site.run("build", "--frobnicate")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("Unknown option '--frobnicate'"))
        let missing = try site.run("build", "--content", "nowhere")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Error: the content folder 'nowhere' does not exist"))
        let badMode = try site.run("build", "--broken-links", "sometimes")
        #expect(badMode.status == 2)
    }

    @Test func symlinksOutOfTheContentFolderAreNotFollowed() throws {
        let site = try Workspace(fixture: "basic")
        defer { site.remove() }
        try site.write("secret/password.md", "# 비밀\n")
        try FileManager.default.createSymbolicLink(atPath: site.folder.appendingPathComponent("content/leak.md").path, withDestinationPath: "../secret/password.md")
        try FileManager.default.createSymbolicLink(atPath: site.folder.appendingPathComponent("content/outside").path, withDestinationPath: "../secret")
        let result = try site.run("build", "--quiet")
        #expect(result.status == 0)
        #expect(result.stderr == """
        content/leak.md: warning: this symlink leads outside the content folder; it is not followed
        content/outside: warning: this symlink leads outside the content folder; it is not followed
        0 errors, 2 warnings

        """)
        #expect(!site.exists("_site/leak/index.html"))
        #expect(!site.exists("_site/outside"))
    }

    @Test func userTemplatesOverrideTheDefaultTheme() throws {
        let site = try Workspace(fixture: "basic")
        defer { site.remove() }
        try site.write("mytheme/note.mustache", "<!doctype html><title>{{note.title}}</title><main>{{{note.body}}}</main>\n")
        let result = try site.run("build", "--quiet", "--templates", "mytheme")
        #expect(result.status == 0)
        let page = try site.read("_site/01-intro/first/index.html")
        #expect(page.hasPrefix("<!doctype html><title>첫 글</title><main>"))
        // Templates the user did not replace still come from the default theme.
        #expect(try site.read("_site/index.html").contains("<html lang=\"ko\""))
    }

    @Test func templateErrorsNameTheTemplateLine() throws {
        let site = try Workspace(fixture: "basic")
        defer { site.remove() }
        try site.write("mytheme/tag.mustache", "<p>\n{{#tag}}{{name}}\n")
        let result = try site.run("build", "--quiet", "--templates", "mytheme")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("mytheme/tag.mustache:"))
        #expect(result.stderr.contains(": error: template error: "))
    }

    /// A GitHub Pages project site: every internal URL works under the base URL's path, the 404
    /// page too (it is served at any depth, so its URLs are root-absolute).
    @Test func aBaseURLWithAPathPutsEveryInternalURLUnderIt() throws {
        let site = try Workspace(fixture: "basic")
        defer { site.remove() }
        let result = try site.run("build", "--no-verify", "--base-url", "https://owner.github.io/course/")
        #expect(result.status == 0, "\(result.stderr)")
        for page in ["index.html", "01-intro/first/index.html", "404.html", "tags/index.html", "nav.html"] {
            let html = try site.read("_site/" + page)
            let urls = html.matches(of: #/(?:href|src|data-full-nav|data-root)="(/[^"]*)"/#).map { String($0.output.1) }
            #expect(!urls.isEmpty, "\(page)")
            for url in urls { #expect(url.hasPrefix("/course/"), "\(page): \(url)") }
        }
        let page = try site.read("_site/01-intro/first/index.html")
        #expect(page.contains("href=\"/course/assets/style.css\""))
        #expect(page.contains("src=\"/course/01-intro/diagram.svg\""))
        #expect(page.contains("href=\"/course/02-memory/second/#%EA%B5%AC%EB%8F%85-%ED%95%B4%EC%A0%9C\""))
        #expect(page.contains("<link rel=\"canonical\" href=\"https://owner.github.io/course/01-intro/first/\">"))
        #expect(try site.read("_site/404.html").contains("href=\"/course/assets/style.css\""))
        #expect(try site.read("_site/sitemap.xml").contains("<loc>https://owner.github.io/course/01-intro/first/</loc>"))
    }

    @Test func versionAndSnippetCounts() throws {
        let site = try Workspace(fixture: "basic")
        defer { site.remove() }
        let version = try site.run("--version")
        #expect(version.status == 0)
        // A binary in its build folder says so; a packaged one names its commit and Swift
        // instead (Tests/release checks that).
        #expect(version.stdout.wholeMatch(of: #/sitegen \d+\.\d+\.\d+ \(built from a checkout\)\n/#) != nil, "\(version.stdout)")
        let build = try site.run("build")
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.contains(#/built \d+ pages into _site/ in [\d.]+ s; snippets: \d+ passed, 0 failed, \d+ skipped\n/#), "\(build.stdout)")
        let page = try site.read("_site/index.html")
        let name = version.stdout.split(separator: " ").prefix(2).joined(separator: " ")
        #expect(page.contains("<meta name=\"generator\" content=\"\(name)\">"))
    }
}
