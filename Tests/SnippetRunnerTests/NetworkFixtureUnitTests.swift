import Foundation
import NotesModel
import Testing
@testable import SnippetRunner

/// How the runner prepares a snippet that uses the network: the program it writes, what it
/// hands the harness, and what decides its cached result.
@Suite struct NetworkFixtureUnitTests {
    func unit(_ source: String, fixtures: [Fixture] = []) -> SnippetUnit {
        let block = CodeBlock(info: SnippetInfo(parsing: "swift run"), source: source, location: SourceLocation(file: "content/a.md", line: 10, column: 1), note: "a.md")
        return SnippetUnit(Snippet(file: "content/a.md", relativePath: "a.md", block: block, fixtures: fixtures))
    }

    func fixture(_ pattern: String, _ body: Fixture.Body = .text("{}"), data: String = "{}") -> Fixture {
        var fixture = Fixture(pattern: pattern, answer: .response(body), location: SourceLocation(file: "content/a.md", line: 4, column: 3))
        fixture.data = Array(data.utf8)
        return fixture
    }

    /// A program that names URLSession links the support library, whose harness answers it; it
    /// may finish later, so the run loop keeps running.
    @Test func aNetworkSnippetIsNeverLightAndMayFinishLater() {
        let network = unit("import Foundation\nURLSession.shared.dataTask(with: URL(string: \"https://a.example\")!) { _, _, _ in }.resume()\n")
        #expect(!ProgramWriter.isLight(network))
        #expect(network.mayBeAsync)
        #expect(!ProgramWriter.isLight(unit("import Foundation\nlet request = URLRequest(url: URL(string: \"https://a.example\")!)\nprint(request.url!)\n")))
        #expect(ProgramWriter.isLight(unit("import Foundation\nprint(URL(string: \"https://a.example\")!.host!)\n")))
    }

    /// The harness brings FoundationNetworking; a snippet's own import of it (as Linux code
    /// writes it) becomes a comment, so the answered configurations are not ambiguous.
    @Test func aDirectFoundationNetworkingImportBecomesAComment() {
        let source = "import Foundation\n#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif\n@preconcurrency import FoundationNetworking\nprint(1)\n"
        let program = ProgramWriter.standalone(unit(source))
        #expect(program.contains("#if canImport(FoundationNetworking)\n//   import FoundationNetworking (sitegen: the harness brings it)\n#endif\n// @preconcurrency import FoundationNetworking (sitegen: the harness brings it)\nprint(1)\n"))
        #expect(ProgramWriter.withoutNetworkingImport("let FoundationNetworking = 1\n") == "let FoundationNetworking = 1\n")
    }

    /// What the harness reads: the body, the headers a server would send, the delay.
    @Test func theHarnessGetsBodiesAndTheHeadersAServerWouldSend() {
        var slow = fixture("https://a.example/slow", .file("fixtures/user.json"), data: "{\"a\":1}")
        slow.delay = 0.25
        slow.headers = [Fixture.Header(name: "X-Total", value: "3")]
        var typed = fixture("https://a.example/typed", .text("plain"), data: "plain")
        typed.headers = [Fixture.Header(name: "content-type", value: "text/csv")]
        var failing = Fixture(pattern: "https://a.example/offline", method: "GET", answer: .failure(.notConnectedToInternet), location: SourceLocation(file: "content/a.md", line: 7, column: 3))
        failing.status = 200
        let contents = FixtureFile.contents(unit("print(1)\n", fixtures: [slow, typed, failing]))
        #expect(contents.note == "content/a.md")
        #expect(contents.fixtures.map(\.headers) == [
            [["X-Total", "3"], ["Content-Type", "application/json"], ["Content-Length", "7"]],
            [["content-type", "text/csv"], ["Content-Length", "5"]],
            [],
        ])
        #expect(Data(base64Encoded: contents.fixtures[0].body) == Data("{\"a\":1}".utf8))
        #expect(contents.fixtures[0].delay == 0.25)
        #expect(contents.fixtures[2].errorCode == -1009 && contents.fixtures[2].errorName == "notConnectedToInternet" && contents.fixtures[2].method == "GET")
        #expect(contents.fixtures[2].declared == "content/a.md:7:3")
        #expect(FixtureFile.contentType(.text(" [1, 2]"), data: []) == "application/json")
        #expect(FixtureFile.contentType(.file("cat.PNG"), data: []) == "image/png")
    }

    /// A changed fixture body, status or header is a different result; the same fixtures, the same.
    @Test func fixturesArePartOfTheCacheKey() {
        let cache = ResultCache(folder: URL(fileURLWithPath: "/nonexistent"))
        let source = "print(1)\n"
        func key(_ fixtures: [Fixture]) -> String { cache.key(for: unit(source, fixtures: fixtures), toolchain: "t", library: "l") }
        let base = fixture("https://a.example/u", data: "{\"v\":1}")
        var changedBody = base
        changedBody.data = Array("{\"v\":2}".utf8)
        var changedStatus = base
        changedStatus.status = 404
        var changedHeader = base
        changedHeader.headers = [Fixture.Header(name: "X-A", value: "1")]
        #expect(key([base]) == key([base]))
        #expect(Set([key([]), key([base]), key([changedBody]), key([changedStatus]), key([changedHeader])]).count == 5)
    }

    /// The delays of the note's fixtures count as durations the snippet waits for in silence.
    @Test func fixtureDelaysAreWaitedFor() {
        var slow = fixture("https://a.example/slow")
        slow.delay = 1.5
        #expect(unit("print(1)\n", fixtures: [slow, fixture("https://a.example/quick")]).literalDurations == [1.5])
    }
}
