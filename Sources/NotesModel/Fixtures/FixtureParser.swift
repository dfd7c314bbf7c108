import Yams

/// Reads fixtures from YAML (the `fixtures:` value of a note's front matter, or a fixtures file):
/// a mapping from URL to answer. Every problem is reported, each where it is written.
///
/// ```yaml
/// fixtures:
///   https://api.example.com/search?q=swift: fixtures/search-swift.json
///   GET https://api.example.com/users/*:
///     file: fixtures/user.json
///     headers: { X-RateLimit-Remaining: "41" }
///     delay: 0.3
///   https://api.example.com/broken: { status: 500, body: '{"error": "boom"}' }
///   https://api.example.com/offline: { error: notConnectedToInternet }
/// ```
enum FixtureParser {
    static let keys = ["file", "body", "status", "headers", "delay", "error"]
    static let methods: Set<String> = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

    /// `lineOffset`: the file line of the YAML's line 1, less one (1 in front matter).
    static func parse(_ node: Node, file: String, lineOffset: Int) -> (fixtures: [Fixture], diagnostics: [Diagnostic]) {
        func place(_ node: Node?) -> SourceLocation {
            guard let mark = node?.mark else { return SourceLocation(file: file, line: lineOffset + 1) }
            return SourceLocation(file: file, line: mark.line + lineOffset, column: mark.column)
        }
        var diagnostics: [Diagnostic] = []
        guard let mapping = node.mapping else {
            let text = node.scalar.map { " (not a file name: '\($0.string)')" } ?? ""
            return ([], [.error(place(node), "'fixtures' must map URLs to answers, like 'https://api.example.com/users: fixtures/users.json'\(text)")])
        }
        var fixtures: [Fixture] = []
        for (keyNode, value) in mapping {
            let at = place(keyNode)
            func problem(_ node: Node?, _ text: String) { diagnostics.append(.error(node.map(place) ?? at, text)) }
            guard let key = keyNode.scalar?.string.trimmingWhitespace, !key.isEmpty else {
                problem(keyNode, "a fixture's key must be a URL")
                continue
            }
            var method: String?
            var url = key
            let words = key.split(separator: " ", omittingEmptySubsequences: true)
            if words.count == 2 {
                method = String(words[0]).uppercased()
                url = String(words[1])
                if !methods.contains(method!) {
                    problem(keyNode, "'\(words[0])' is not an HTTP method (one of \(methods.sorted().joined(separator: ", ")))")
                    continue
                }
            }
            guard url.hasPrefix("http://") || url.hasPrefix("https://"), url.count > "https://".count, !url.contains(" ") else {
                problem(keyNode, "'\(key)' is not an http or https URL (a fixture answers requests to a URL, or to URLs matching a pattern with '*')")
                continue
            }
            if let path = value.scalar?.string {
                guard !path.trimmingWhitespace.isEmpty else {
                    problem(value, "the fixture for '\(key)' is empty: give a file name, or a mapping with 'file' or 'body'")
                    continue
                }
                fixtures.append(Fixture(pattern: url, method: method, answer: .response(.file(path.trimmingWhitespace)), location: at))
                continue
            }
            guard let fields = value.mapping else {
                problem(value, "the fixture for '\(key)' must be a file name or a mapping with \(keys.map { "'\($0)'" }.joined(separator: ", "))")
                continue
            }
            var fixture = Fixture(pattern: url, method: method, answer: .response(.none), location: at)
            var body: Fixture.Body = .none
            var failure: (URLErrorName, Node)?
            var answerFields: [Node] = []
            var fine = true
            for (fieldNode, field) in fields {
                let name = fieldNode.scalar?.string ?? ""
                func bad(_ text: String) { problem(field, text); fine = false }
                switch name {
                case "file":
                    answerFields.append(fieldNode)
                    guard let path = field.scalar?.string.trimmingWhitespace, !path.isEmpty else { bad("'file' must be a file name, relative to this note"); break }
                    if case .none = body { body = .file(path) } else { bad("give a fixture 'file' or 'body', not both") }
                case "body":
                    answerFields.append(fieldNode)
                    guard let text = field.scalar?.string else { bad("'body' must be text (use a block scalar '|' for several lines, or 'file' for a file)"); break }
                    if case .none = body { body = .text(text) } else { bad("give a fixture 'file' or 'body', not both") }
                case "status":
                    answerFields.append(fieldNode)
                    guard let text = field.scalar?.string, let status = Int(text), (100...599).contains(status) else {
                        bad("'status' must be an HTTP status code from 100 to 599, not '\(field.scalar?.string ?? "…")'")
                        break
                    }
                    fixture.status = status
                case "headers":
                    answerFields.append(fieldNode)
                    guard let headers = field.mapping else { bad("'headers' must map header names to values, like { Content-Type: application/json }"); break }
                    for (headerName, headerValue) in headers {
                        guard let name = headerName.scalar?.string, !name.isEmpty, !name.contains(" "), !name.contains(":") else {
                            problem(headerName, "'\(headerName.scalar?.string ?? "…")' is not a header name"); fine = false; continue
                        }
                        guard let value = headerValue.scalar?.string else {
                            problem(headerValue, "the value of header '\(name)' must be text"); fine = false; continue
                        }
                        fixture.headers.append(Fixture.Header(name: name, value: value))
                    }
                case "delay":
                    guard let text = field.scalar?.string, let delay = Double(text.hasSuffix("s") ? String(text.dropLast()) : text),
                          delay >= 0, delay <= Fixture.longestDelay else {
                        bad("'delay' must be seconds from 0 to \(Int(Fixture.longestDelay)) (like 0.3), not '\(field.scalar?.string ?? "…")': snippets wait on the real clock")
                        break
                    }
                    fixture.delay = delay
                case "error":
                    guard let text = field.scalar?.string, let code = URLErrorName(rawValue: text) else {
                        bad("'error' must name a URLError code: \(URLErrorName.allCases.map(\.rawValue).joined(separator: ", "))")
                        break
                    }
                    failure = (code, field)
                default:
                    problem(fieldNode, "unknown fixture key '\(name)' (a fixture has \(keys.map { "'\($0)'" }.joined(separator: ", ")))")
                    fine = false
                }
            }
            if let (code, node) = failure {
                if !answerFields.isEmpty {
                    problem(node, "a fixture with 'error' fails the request: it has no 'file', 'body', 'status' or 'headers'")
                    fine = false
                }
                fixture.answer = .failure(code)
            } else {
                fixture.answer = .response(body)
            }
            if fine { fixtures.append(fixture) }
        }
        return (fixtures, diagnostics)
    }
}
