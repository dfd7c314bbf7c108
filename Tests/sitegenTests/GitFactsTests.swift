import Foundation
import Testing

/// A course kept in git: each note shows the date of its last commit, and an "edit this page"
/// link when `content/index.md` names the repository.
@Suite struct GitFactsTests {
    func git(_ arguments: [String], in folder: URL, date: String = "2024-05-06T10:00:00+09:00") throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path, "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["GIT_COMMITTER_DATE": date, "GIT_AUTHOR_DATE": date]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    @Test func lastCommitDateAndEditLink() throws {
        let site = try Workspace(fixture: "basic")
        defer { site.remove() }
        let index = try site.read("content/index.md")
        try site.write("content/index.md", index.replacingOccurrences(of: "base_url:", with: "repository: https://github.com/owner/강의\nbase_url:"))
        try git(["init", "-q", "-b", "trunk"], in: site.folder)
        try git(["add", "content"], in: site.folder)
        try git(["commit", "-q", "-m", "first"], in: site.folder)
        try site.write("content/02-memory/second.md", try site.read("content/02-memory/second.md") + "\n덧붙인 문단.\n")
        try git(["commit", "-q", "-am", "second"], in: site.folder, date: "2024-07-08T09:00:00+09:00")

        let result = try site.run("build", "--no-verify")
        #expect(result.status == 0, "\(result.stderr)")
        let first = try site.read("_site/01-intro/first/index.html")
        #expect(first.contains("마지막 수정: <time datetime=\"2024-05-06\">2024년 5월 6일</time>"))
        #expect(first.contains("<a href=\"https://github.com/owner/강의/edit/trunk/content/01-intro/first.md\">이 페이지 수정하기</a>"))
        let second = try site.read("_site/02-memory/second/index.html")
        #expect(second.contains("<time datetime=\"2024-07-08\">2024년 7월 8일</time>"))

        // Outside git and without a repository: neither.
        let plain = try Workspace(fixture: "basic")
        defer { plain.remove() }
        #expect(try plain.run("build", "--no-verify").status == 0)
        let page = try plain.read("_site/01-intro/first/index.html")
        #expect(!page.contains("마지막 수정") && !page.contains("이 페이지 수정하기"))
    }
}
