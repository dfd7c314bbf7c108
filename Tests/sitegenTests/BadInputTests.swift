import Foundation
import Testing

/// What a user meets when the input is wrong: every case ends with the exit code the README
/// documents (0 built, 1 content errors, 2 usage) and a message naming the place — never a crash.
/// docs/reliability.md lists the same cases.
@Suite struct BadInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        var files: [String: [UInt8]] = [:]
        var setup: @Sendable (URL) throws -> Void = { _ in }
        var arguments: [String] = ["build", "--no-verify", "-q"]
        /// Files and folders made unreadable (mode 000) before the run, restored after it.
        var unreadable: [String] = []
        let status: Int32
        var messages: [String] = []
        var testDescription: String { name }
    }

    static func note(_ body: String, title: String = "글") -> [UInt8] {
        Array("---\ntitle: \(title)\n---\n\n\(body)\n".utf8)
    }

    static let cases: [Case] = [
        Case(name: "invalid UTF-8", files: ["content/a.md": Array("---\ntitle: a\n---\n\n".utf8) + [0xFF, 0xFE, 0x41]], status: 1,
             messages: ["content/a.md: error: this file is not valid UTF-8 text"]),
        Case(name: "a binary file named .md", files: ["content/a.md": [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00, 0xC3, 0x28]], status: 1,
             messages: ["content/a.md: error: this file is not valid UTF-8 text"]),
        Case(name: "a UTF-8 byte order mark", files: ["content/a.md": [0xEF, 0xBB, 0xBF] + note("본문", title: "비오엠")], status: 0),
        Case(name: "CRLF line ends", files: ["content/a.md": Array("---\r\ntitle: 크\r\n---\r\n\r\n본문\r\n".utf8)], status: 0),
        Case(name: "lone CR line ends", files: ["content/a.md": Array("---\rtitle: 씨\r---\r\r본문\r".utf8)], status: 0),
        Case(name: "an empty note", files: ["content/a.md": []], status: 0),
        Case(name: "front matter only", files: ["content/a.md": Array("---\ntitle: 앞\n---\n".utf8)], status: 0),
        Case(name: "unclosed front matter", files: ["content/a.md": Array("---\ntitle: 앞\n\n본문\n".utf8)], status: 1,
             messages: ["content/a.md:1:1: error: front matter starts here but is never closed: add a line '---' after it"]),
        Case(name: "malformed YAML names the line", files: ["content/a.md": Array("---\ntitle: [깨짐\n---\n\n본문\n".utf8)], status: 1,
             messages: ["content/a.md:2:8: error: malformed front matter"]),
        Case(name: "tags: 3", files: ["content/a.md": Array("---\ntitle: t\ntags: 3\n---\n\n본문\n".utf8)], status: 1,
             messages: ["content/a.md:3:7: error: 'tags' must be words"]),
        Case(name: "tags as a mapping", files: ["content/a.md": Array("---\ntitle: t\ntags: {a: b}\n---\n\n본문\n".utf8)], status: 1,
             messages: ["content/a.md:3:7: error: 'tags' must be words"]),
        Case(name: "date: yesterday", files: ["content/a.md": Array("---\ntitle: t\ndate: yesterday\n---\n\n본문\n".utf8)], status: 1,
             messages: ["content/a.md:3:7: error: 'date' must be a date like 2024-03-04 or 2024-03-04 10:00:00, not 'yesterday'"]),
        Case(name: "order: first", files: ["content/a.md": Array("---\ntitle: t\norder: first\n---\n\n본문\n".utf8)], status: 1,
             messages: ["error: 'order' must be a whole number, not 'first'"]),
        Case(name: "a 20 MB line", files: ["content/a.md": note(String(repeating: "가", count: 7_000_000))], status: 0),
        Case(name: "50,000 nested quotes", files: ["content/a.md": note(String(repeating: ">", count: 50_000) + " 깊음")], status: 0,
             messages: ["content/a.md:5:64: warning: nesting deeper than 64 levels"]),
        Case(name: "an unclosed code fence runs to the end", files: ["content/a.md": note("```swift\nlet a = 1")], status: 0),
        Case(name: "a symlink loop", setup: { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("content/d"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("content/d/loop").path, withDestinationPath: "../d")
        }, status: 0),
        Case(name: "a symlink out of the content folder", setup: { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("content/etc").path, withDestinationPath: "/etc")
        }, status: 0, messages: ["content/etc: warning: this symlink leads outside the content folder; it is not followed"]),
        Case(name: "two notes for one page", files: ["content/b.md": note("하나"), "content/b/index.md": note("둘")], status: 1,
             messages: ["error: this note and content/b.md would both produce the page /b/"]),
        Case(name: "a broken template", setup: { folder in
            try FileManager.default.copyItem(at: SitegenBinary.checkout.appendingPathComponent("templates"), to: folder.appendingPathComponent("theme"))
            try "{{#broken}".write(to: folder.appendingPathComponent("theme/note.mustache"), atomically: true, encoding: .utf8)
        }, arguments: ["build", "--no-verify", "-q", "--templates", "theme"], status: 1, messages: ["theme/note.mustache:1:10: error: template error"]),
        Case(name: "a missing templates folder", arguments: ["build", "--no-verify", "-q", "--templates", "nope"], status: 2,
             messages: ["Error: the templates folder 'nope' does not exist"]),
        Case(name: "an unknown concept id", files: ["content/b.md": note("[[없는개념]]")], status: 1,
             messages: ["content/b.md:5: error: unknown concept '없는개념' in [[없는개념]] (there are no concept notes in content/concepts/)"]),
        Case(name: "an unknown related concept", files: ["content/concepts/one.md": Array("---\ntitle: 하나\nrelated: [둘]\n---\n본문\n".utf8)], status: 1,
             messages: ["error: related concept '둘' does not exist"]),
        Case(name: "duplicate concept aliases", files: [
            "content/concepts/one.md": Array("---\ntitle: 하나\naliases: [같은말]\n---\n본문\n".utf8),
            "content/concepts/two.md": Array("---\ntitle: 둘\naliases: [같은말]\n---\n본문\n".utf8),
        ], status: 1, messages: ["content/concepts/two.md: error: the alias '같은말' is also an alias of the concept 'one'"]),
        Case(name: "the output is the content folder", arguments: ["build", "--no-verify", "--output", "content"], status: 2,
             messages: ["Error: the output folder is the content folder (--output content)"]),
        Case(name: "the output is inside the content folder", arguments: ["build", "--no-verify", "--output", "content/site"], status: 2,
             messages: ["Error: the output folder is inside the content folder (--output content/site)"]),
        Case(name: "the output contains the content folder", arguments: ["build", "--no-verify", "--output", "."], status: 2,
             messages: ["Error: the output folder contains the content folder (--output .)"]),
        Case(name: "the output is /", arguments: ["build", "--no-verify", "--output", "/"], status: 2,
             messages: ["Error: refusing to write the site into '/' (--output /)"]),
        Case(name: "the output is the home folder", arguments: ["build", "--no-verify", "--output", NSHomeDirectory()], status: 2,
             messages: ["Error: refusing to write the site into the home folder"]),
        Case(name: "a missing content folder", arguments: ["build", "--no-verify", "--content", "nope"], status: 2,
             messages: ["Error: the content folder 'nope' does not exist"]),
        Case(name: "javascript: and data: links and raw <script>", files: ["content/b.md": note("[클릭](javascript:alert(1)) [데이터](data:text/html,hi) <script>alert(1)</script>")], status: 0,
             messages: ["content/b.md:5:1: warning: a link to a 'javascript:' URL is not made", "content/b.md:5:27: warning: a link to a 'data:' URL is not made"]),
        Case(name: "an unreadable note", files: ["content/secret.md": note("비밀")], unreadable: ["content/secret.md"], status: 1,
             messages: ["content/secret.md: error: cannot read this file: Permission denied"]),
        Case(name: "an output folder that may not be written", setup: { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("locked"), withIntermediateDirectories: true)
        }, arguments: ["build", "--no-verify", "-q", "--output", "locked/site"], unreadable: ["locked"], status: 1,
             messages: ["error: write: cannot write locked/site/: cannot open the folder that holds it: Permission denied; locked/site/ was left as it was\n"]),
        Case(name: "an unreadable folder", files: ["content/locked/a.md": note("잠김")], unreadable: ["content/locked"], status: 1,
             messages: ["content/locked: error: cannot read this folder: Permission denied; the notes in it are missing from the site"]),
        Case(name: "an unreadable image", files: ["content/static/pic.png": [0x89, 0x50, 0x4E, 0x47]], unreadable: ["content/static/pic.png"], status: 1,
             messages: ["content/static/pic.png: error: cannot read this file: Permission denied"]),
        Case(name: "an unreadable template", setup: { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("theme"), withIntermediateDirectories: true)
            try "{{note.title}}".write(to: folder.appendingPathComponent("theme/note.mustache"), atomically: true, encoding: .utf8)
        }, arguments: ["build", "--no-verify", "-q", "--templates", "theme"], unreadable: ["theme/note.mustache"], status: 1,
             messages: ["theme/note.mustache: error: cannot read this template: Permission denied"]),
        Case(name: "a FIFO named .md", setup: { folder in
            #expect(mkfifo(folder.appendingPathComponent("content/pipe.md").path, 0o644) == 0)
        }, status: 1, messages: ["content/pipe.md: error: cannot read this file: not a regular file"]),
        Case(name: "a template naming an unknown variable", setup: { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("theme"), withIntermediateDirectories: true)
            try "<main>\n{{{note.bdy}}}</main>".write(to: folder.appendingPathComponent("theme/note.mustache"), atomically: true, encoding: .utf8)
        }, arguments: ["build", "--no-verify", "-q", "--templates", "theme"], status: 0,
             messages: ["theme/note.mustache:2:1: warning: '{{note.bdy}}' names 'bdy', which sitegen does not give templates, so it renders as nothing; did you mean 'body'?"]),
        Case(name: "a comparison without columns", files: ["content/compare/x.yaml": Array("id: x\ntitle: 표\nsections:\n  - title: 가\n    rows:\n      - id: a\n        rxswift: A\n".utf8)], status: 1,
             messages: ["content/compare/x.yaml:1: error: a comparison needs 'columns'"]),
        Case(name: "a comparison row with a cell that is not a column", files: ["content/compare/x.yaml": Array("id: x\ntitle: 표\ncolumns: {rxswift: RxSwift}\nsections:\n  - title: 가\n    rows:\n      - id: a\n        rxswift: A\n        swiftui: B\n".utf8)], status: 1,
             messages: ["content/compare/x.yaml:9: error: row 'a' has 'swiftui', which is not a column (columns: rxswift)"]),
        Case(name: "a comparison row id used twice", files: ["content/compare/x.yaml": Array("id: x\ntitle: 표\ncolumns: {rxswift: RxSwift}\nsections:\n  - title: 가\n    rows:\n      - id: a\n        rxswift: A\n      - id: a\n        rxswift: B\n".utf8)], status: 1,
             messages: ["content/compare/x.yaml:9: error: the row id 'a' is used twice"]),
    ]

    @Test(arguments: cases)
    func badInputEndsWithItsExitCodeAndMessage(_ example: Case) throws {
        let site = try Workspace()
        defer { site.remove() }
        try FileManager.default.createDirectory(at: site.folder.appendingPathComponent("content"), withIntermediateDirectories: true)
        if example.files["content/index.md"] == nil {
            try site.write("content/index.md", "---\ntitle: 홈\n---\n\n홈\n")
        }
        for (path, bytes) in example.files {
            let url = site.folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try example.setup(site.folder)
        for path in example.unreadable {
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: site.folder.appendingPathComponent(path).path)
        }
        defer {
            for path in example.unreadable {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: site.folder.appendingPathComponent(path).path)
            }
        }
        let result = try SitegenBinary.run(example.arguments, in: site.folder, honouringPermissions: !example.unreadable.isEmpty)
        #expect(result.status == example.status, "\(result.stderr)")
        for message in example.messages {
            #expect(result.stderr.contains(message), "missing '\(message)' in:\n\(result.stderr)")
        }
        if example.status == 0 && example.arguments.first == "build" && !example.arguments.contains("--output") {
            #expect(site.exists("_site/index.html"))
        }
        // A site that could not be written says so in its own words (see the case above).
        if example.status == 1 && !example.messages.contains(where: { $0.hasPrefix("error: write:") }) {
            let output = example.arguments.firstIndex(of: "--output").map { example.arguments[$0 + 1] } ?? "_site"
            #expect(result.stderr.contains("build failed; \(output)/ was left as it was"))
        }
    }

    @Test func theSuiteCoversEnoughCases() {
        #expect(Self.cases.count >= 30)
    }
}
