import Foundation
import NotesModel

/// Hands a note's fixtures to its snippet process: a JSON file in the run's work folder, named
/// by an environment variable, which the harness (`SitegenHarness`, `FixtureProtocol`) reads at
/// start. The format is private to sitegen and its harness.
enum FixtureFile {
    static let variable = "SITEGEN_FIXTURES"

    /// One fixture as the harness reads it.
    struct Entry: Codable, Equatable {
        var pattern: String
        var method: String?
        var status: Int
        var headers: [[String]]
        /// Base64.
        var body: String
        var delay: Double
        /// `URLError.Code`'s raw value and name, when the request fails.
        var errorCode: Int?
        var errorName: String?
        /// `content/x.md:5:3`, for messages.
        var declared: String
    }

    struct Contents: Codable, Equatable {
        /// The note, for the message about a request no fixture answers.
        var note: String
        var fixtures: [Entry]
    }

    static func contents(_ unit: SnippetUnit) -> Contents {
        let entries = unit.fixtures.map { fixture -> Entry in
            var entry = Entry(pattern: fixture.pattern, method: fixture.method, status: fixture.status, headers: fixture.headers.map { [$0.name, $0.value] },
                              body: Data(fixture.data).base64EncodedString(), delay: fixture.delay, declared: fixture.location.description)
            switch fixture.answer {
            case .failure(let name):
                entry.errorCode = name.code
                entry.errorName = name.rawValue
            case .response(let body):
                let named = Set(fixture.headers.map { $0.name.lowercased() })
                if !named.contains("content-type"), let type = contentType(body, data: fixture.data) {
                    entry.headers.append(["Content-Type", type])
                }
                if !named.contains("content-length") {
                    entry.headers.append(["Content-Length", String(fixture.data.count)])
                }
            }
            return entry
        }
        return Contents(note: unit.first.file, fixtures: entries)
    }

    /// Writes the unit's fixtures; returns the file's path.
    static func write(_ unit: SnippetUnit, in folder: URL, name: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try JSONEncoder().encode(contents(unit)).write(to: url, options: .atomic)
        return url.path
    }

    /// The type a server would send: from a body file's extension; a written body that looks
    /// like JSON is JSON, other text is plain text.
    static func contentType(_ body: Fixture.Body, data: [UInt8]) -> String? {
        switch body {
        case .file(let path):
            let types = [
                "json": "application/json", "txt": "text/plain; charset=utf-8", "html": "text/html; charset=utf-8",
                "xml": "application/xml", "csv": "text/csv; charset=utf-8", "png": "image/png", "jpg": "image/jpeg",
                "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp", "svg": "image/svg+xml",
            ]
            let ext = (path as NSString).pathExtension.lowercased()
            return types[ext] ?? "application/octet-stream"
        case .text(let text):
            let start = text.trimmingCharacters(in: .whitespacesAndNewlines).first
            return start == "{" || start == "[" ? "application/json" : "text/plain; charset=utf-8"
        case .none:
            return nil
        }
    }
}
