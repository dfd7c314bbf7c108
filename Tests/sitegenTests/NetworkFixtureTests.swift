import Foundation
import Testing

/// A note's snippets get their network answers from the fixtures the author keeps beside it, and
/// nothing else: any other request fails at once with an error naming the URL.
@Suite struct NetworkFixtureTests {
    @Test func fixturesAnswerEverySessionAndNothingElseConnects() throws {
        let listener = try LoopbackListener()
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/net/fixtures/user.json", #"{"name": "kim"}"#)
        try site.write("content/net/search.md", """
        ---
        title: 검색
        fixtures:
          https://api.example.com/users/1: fixtures/user.json
          https://api.example.com/search?*:
            body: '{"items": []}'
            status: 201
            headers: { X-Total-Count: "0" }
          POST https://api.example.com/login: { status: 401, body: denied }
          https://api.example.com/offline: { error: notConnectedToInternet }
          https://api.example.com/slow: { body: late, delay: 0.4 }
        ---

        ```swift run
        import Foundation

        func fetch(_ session: URLSession, _ request: URLRequest) {
            let done = DispatchSemaphore(value: 0)
            session.dataTask(with: request) { data, response, error in
                if let error {
                    print("error:", (error as? URLError)?.code.rawValue ?? 0, error.localizedDescription)
                } else if let http = response as? HTTPURLResponse, let data {
                    print(http.statusCode, http.value(forHTTPHeaderField: "Content-Type") ?? "-", http.value(forHTTPHeaderField: "X-Total-Count") ?? "-", String(decoding: data, as: UTF8.self))
                }
                done.signal()
            }.resume()
            done.wait()
        }

        fetch(.shared, URLRequest(url: URL(string: "https://api.example.com/users/1")!))
        fetch(URLSession(configuration: .default), URLRequest(url: URL(string: "https://api.example.com/search?q=rx")!))
        var login = URLRequest(url: URL(string: "https://api.example.com/login")!)
        login.httpMethod = "POST"
        fetch(URLSession(configuration: .ephemeral), login)
        fetch(.shared, URLRequest(url: URL(string: "https://api.example.com/login")!))
        fetch(.shared, URLRequest(url: URL(string: "https://api.example.com/offline")!))
        fetch(.shared, URLRequest(url: URL(string: "https://api.example.com/slow")!))
        fetch(URLSession(configuration: .default), URLRequest(url: URL(string: "http://127.0.0.1:\(listener.port)/health")!))
        print("Data(contentsOf:)", (try? Data(contentsOf: URL(string: "http://127.0.0.1:\(listener.port)/data")!)) == nil ? "failed" : "loaded")
        ```

        ```output
        200 application/json - {"name": "kim"}
        201 application/json 0 {"items": []}
        401 text/plain; charset=utf-8 - denied
        error: -1008 sitegen: no fixture answers GET https://api.example.com/login; snippets never use the network: declare it under 'fixtures:' in content/net/search.md's front matter
        error: -1009 The Internet connection appears to be offline.
        200 text/plain; charset=utf-8 - late
        error: -1008 sitegen: no fixture answers GET http://127.0.0.1:\(listener.port)/health; snippets never use the network: declare it under 'fixtures:' in content/net/search.md's front matter
        Data(contentsOf:) failed
        ```

        `async`/`await`:

        ```swift run
        import Foundation
        let (data, response) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/users/1")!)
        print((response as! HTTPURLResponse).statusCode, String(decoding: data, as: UTF8.self))
        do {
            _ = try await URLSession.shared.data(for: URLRequest(url: URL(string: "https://elsewhere.example/")!))
        } catch let error as URLError {
            print(error.code == .resourceUnavailable, error.failureURLString ?? "-")
        }
        ```

        ```output
        200 {"name": "kim"}
        true https://elsewhere.example/
        ```

        Combine, with the import Linux code writes, beside every module of the library (none may
        re-export FoundationNetworking: `URLSessionConfiguration.default` would be ambiguous):

        ```swift run
        import Combine
        import Foundation
        import RxSwift
        import RxRelay
        import RxCocoa
        import RxTest
        import RxBlocking
        import AsyncAlgorithms
        import PlaygroundSupport
        #if canImport(FoundationNetworking)
        import FoundationNetworking
        #endif
        var bag = Set<AnyCancellable>()
        URLSession(configuration: .default).dataTaskPublisher(for: URL(string: "https://api.example.com/users/1")!)
            .map { String(decoding: $0.data, as: UTF8.self) }
            .sink(receiveCompletion: { print("completion:", $0) }, receiveValue: { print($0) })
            .store(in: &bag)
        ```

        ```output
        {"name": "kim"}
        completion: finished
        ```

        """)
        let result = try site.run("verify", "--cache-dir", try TestCache.fresh().path)
        #expect(result.stdout.hasSuffix("3 passed, 0 failed, 0 skipped\n"), "\(result.stdout)\n\(result.stderr)")
        #expect(result.status == 0)
        #expect(!listener.wasReached, "a snippet connected to the network")
    }

    /// A fixture's bytes are part of the snippet's cached result: changing the file runs it again.
    @Test func aChangedFixtureFileRerunsTheSnippet() throws {
        let site = try Workspace()
        defer { site.remove() }
        let cache = try TestCache.fresh().path
        try site.write("content/a.md", """
        ---
        fixtures:
          https://api.example.com/version: version.txt
        ---

        ```swift run
        import Foundation
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: URL(string: "https://api.example.com/version")!) { data, _, _ in
            print(String(decoding: data ?? Data(), as: UTF8.self))
            done.signal()
        }.resume()
        done.wait()
        ```

        ```output
        v1
        ```

        """)
        try site.write("content/version.txt", "v1")
        let first = try site.run("verify", "--cache-dir", cache)
        #expect(first.stdout.hasSuffix("1 passed, 0 failed, 0 skipped\n"), "\(first.stdout)\n\(first.stderr)")
        let again = try site.run("verify", "--cache-dir", cache)
        #expect(again.stderr.contains("1 from the cache"), "\(again.stderr)")

        try site.write("content/version.txt", "v2")
        let changed = try site.run("verify", "--cache-dir", cache)
        #expect(changed.status == 1)
        #expect(changed.stderr.contains("0 from the cache"), "\(changed.stderr)")
        #expect(changed.stderr.contains("  - v1\n  + v2\n"), "\(changed.stderr)")
    }

    /// Every problem with the fixtures, at its place, in one run; nothing is run.
    @Test func badFixturesAreLocatedErrors() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/bad.md", """
        ---
        fixtures:
          https://api.example.com/a: missing.json
          https://api.example.com/b: { status: 99 }
          https://api.example.com/c: { delay: 30 }
        ---

        ```swift run
        print(1)
        ```

        """)
        try site.write("content/shared.md", """
        ---
        fixtures: api/fixtures.yaml
        ---

        ```swift run
        print(2)
        ```

        """)
        try site.write("content/api/fixtures.yaml", """
        https://api.example.com/users: users.json
        ftp://api.example.com/files: files.txt
        """)
        let result = try site.run("verify", "--cache-dir", try TestCache.fresh().path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("""
        content/api/fixtures.yaml:1:1: error: cannot read the fixture file 'users.json' for https://api.example.com/users: there is no such file (looked for content/api/users.json)
        content/api/fixtures.yaml:2:1: error: 'ftp://api.example.com/files' is not an http or https URL (a fixture answers requests to a URL, or to URLs matching a pattern with '*')
        content/bad.md:3:3: error: cannot read the fixture file 'missing.json' for https://api.example.com/a: there is no such file (looked for content/missing.json)
        content/bad.md:4:40: error: 'status' must be an HTTP status code from 100 to 599, not '99'
        content/bad.md:5:39: error: 'delay' must be seconds from 0 to 2 (like 0.3), not '30': snippets wait on the real clock
        5 errors, 0 warnings
        """), "\(result.stderr)")
        #expect(!result.stdout.contains("passed"))
    }
}
