import Foundation
import Testing
@testable import NotesModel

/// A note's `fixtures:`: what is read, and every problem at its place in one run.
@Suite struct FixtureParserTests {
    @Test func readsEveryFormOfFixture() {
        let text = """
        ---
        title: 네트워크
        fixtures:
          https://api.example.com/users: fixtures/users.json
          GET https://api.example.com/search?*:
            body: '{"items": []}'
            status: 201
            headers: { X-Total-Count: "0" }
            delay: 0.3
          https://api.example.com/offline: { error: notConnectedToInternet }
        ---
        본문
        """
        let result = FrontMatterParser.parse(text, file: "content/net.md")
        #expect(result.diagnostics.isEmpty)
        guard case .inline(let fixtures) = result.frontMatter.fixtures else {
            Issue.record("no fixtures")
            return
        }
        #expect(fixtures.map(\.pattern) == ["https://api.example.com/users", "https://api.example.com/search?*", "https://api.example.com/offline"])
        #expect(fixtures.map(\.location.description) == ["content/net.md:4:3", "content/net.md:5:3", "content/net.md:10:3"])
        #expect(fixtures[0].answer == .response(.file("fixtures/users.json")) && fixtures[0].status == 200 && fixtures[0].method == nil)
        #expect(fixtures[1].answer == .response(.text("{\"items\": []}")))
        #expect(fixtures[1].method == "GET" && fixtures[1].status == 201 && fixtures[1].delay == 0.3 && fixtures[1].isPattern)
        #expect(fixtures[1].headers == [Fixture.Header(name: "X-Total-Count", value: "0")])
        #expect(fixtures[2].answer == .failure(.notConnectedToInternet))
    }

    @Test func everyProblemIsReportedWhereItIsWritten() {
        let text = """
        ---
        fixtures:
          api.example.com/users: users.json
          https://api.example.com/a: { status: 700 }
          https://api.example.com/b: { file: b.json, body: hi }
          https://api.example.com/c: { delay: 5 }
          https://api.example.com/d: { error: exploded }
          https://api.example.com/e: { colour: red }
          FETCH https://api.example.com/f: f.json
          https://api.example.com/g: { error: timedOut, status: 500 }
        ---
        """
        let result = FrontMatterParser.parse(text, file: "content/bad.md")
        #expect(result.diagnostics.map(\.description) == [
            "content/bad.md:3:3: error: 'api.example.com/users' is not an http or https URL (a fixture answers requests to a URL, or to URLs matching a pattern with '*')",
            "content/bad.md:4:40: error: 'status' must be an HTTP status code from 100 to 599, not '700'",
            "content/bad.md:5:52: error: give a fixture 'file' or 'body', not both",
            "content/bad.md:6:39: error: 'delay' must be seconds from 0 to 2 (like 0.3), not '5': snippets wait on the real clock",
            "content/bad.md:7:39: error: 'error' must name a URLError code: \(URLErrorName.allCases.map(\.rawValue).joined(separator: ", "))",
            "content/bad.md:8:32: error: unknown fixture key 'colour' (a fixture has 'file', 'body', 'status', 'headers', 'delay', 'error')",
            "content/bad.md:9:3: error: 'FETCH' is not an HTTP method (one of DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT)",
            "content/bad.md:10:39: error: a fixture with 'error' fails the request: it has no 'file', 'body', 'status' or 'headers'",
        ])
        guard case .inline(let fixtures) = result.frontMatter.fixtures else {
            Issue.record("no fixtures")
            return
        }
        #expect(fixtures.isEmpty, "a fixture with a problem is left out")
    }

    @Test func aFixturesFileMustBeYAML() {
        let result = FrontMatterParser.parse("---\nfixtures: answers.json\n---\n", file: "content/a.md")
        #expect(result.diagnostics.map(\.description) == ["content/a.md:2:11: error: 'fixtures' must map URLs to answers, or name a YAML file of them (like fixtures/search.yaml), not 'answers.json'"])
    }

    /// Bodies are read from files beside the note; a fixtures file's problems are reported in it.
    @Test func theLoaderReadsBodiesAndReportsMissingFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-fixtures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("net/fixtures"), withIntermediateDirectories: true)
        try Data("{\"name\":\"kim\"}".utf8).write(to: content.appendingPathComponent("net/fixtures/user.json"))
        try """
        https://api.example.com/users/1: user.json
        https://api.example.com/users/2: missing.json
        https://api.example.com/teapot: { status: 418 }
        https://api.example.com/secret: ../../../etc/passwd
        """.write(to: content.appendingPathComponent("net/fixtures/api.yaml"), atomically: true, encoding: .utf8)

        func note(_ frontMatter: String) -> Note {
            NoteParser.parse("---\n\(frontMatter)\n---\n# 노트\n", relativePath: "net/a.md", displayPath: "content/net/a.md").note
        }
        var inline = note("fixtures:\n  https://api.example.com/u: fixtures/user.json\n  https://api.example.com/v: { body: hi }\n  https://api.example.com/w: fixtures/none.json")
        let inlineProblems = FixtureLoader.resolve(&inline, content: content)
        #expect(inlineProblems.map(\.description) == [
            "content/net/a.md:5:3: error: cannot read the fixture file 'fixtures/none.json' for https://api.example.com/w: there is no such file (looked for \(DisplayPath.of(content.appendingPathComponent("net/fixtures/none.json"))))",
        ])
        #expect(inline.fixtures.map { String(decoding: $0.data, as: UTF8.self) } == ["{\"name\":\"kim\"}", "hi", ""])

        var fromFile = note("fixtures: fixtures/api.yaml")
        let fileProblems = FixtureLoader.resolve(&fromFile, content: content)
        let yaml = DisplayPath.of(content.appendingPathComponent("net/fixtures/api.yaml"))
        #expect(fileProblems.map(\.description) == [
            "\(yaml):2:1: error: cannot read the fixture file 'missing.json' for https://api.example.com/users/2: there is no such file (looked for \(DisplayPath.of(content.appendingPathComponent("net/fixtures/missing.json"))))",
            "\(yaml):4:1: error: the fixture file '../../../etc/passwd' is outside the content folder",
        ])
        #expect(fromFile.fixtures.first?.data == Array("{\"name\":\"kim\"}".utf8))
        #expect(fromFile.fixtures.map(\.status) == [200, 200, 418, 200])

        var missing = note("fixtures: nowhere.yaml")
        #expect(FixtureLoader.resolve(&missing, content: content).map(\.description) == ["content/net/a.md:2:11: error: cannot read the fixtures file 'nowhere.yaml': No such file or directory"])
    }
}
