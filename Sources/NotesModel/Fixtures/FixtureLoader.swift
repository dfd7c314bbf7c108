import Foundation
import Yams

/// Reads what a note's fixtures need from disk, at every load (a changed body file changes the
/// note, and with it the cache key of its snippets): the YAML file its front matter names, and
/// each body file. Paths are relative to the file that declares them and stay inside the
/// content folder. Every missing or unreadable file is reported where it is named.
public enum FixtureLoader {
    public static func resolve(_ note: inout Note, content: URL) -> [Diagnostic] {
        guard let declaration = note.frontMatter.fixtures else {
            note.fixtures = []
            return []
        }
        let root = content.standardizedFileURL
        let noteFolder = root.appendingPathComponent(note.relativePath).deletingLastPathComponent()
        var diagnostics: [Diagnostic] = []
        var fixtures: [Fixture]
        var folder = noteFolder
        switch declaration {
        case .inline(let declared):
            fixtures = declared
        case .file(let path, let location):
            guard let url = inside(root, folder: noteFolder, path: path, location: location, what: "fixtures file", into: &diagnostics) else {
                note.fixtures = []
                return diagnostics
            }
            let display = DisplayPath.of(url)
            switch FileBytes.read(url.path) {
            case .failure(let failure):
                note.fixtures = []
                return [.error(location, "cannot read the fixtures file '\(path)': \(failure.reason)")]
            case .success(let data):
                guard let text = String(validating: data, as: UTF8.self) else {
                    note.fixtures = []
                    return [.error(location, "the fixtures file '\(path)' is not valid UTF-8 text")]
                }
                do {
                    guard let node = try YAMLText.compose(text) else {
                        note.fixtures = []
                        return []
                    }
                    let parsed = FixtureParser.parse(node, file: display, lineOffset: 0)
                    fixtures = parsed.fixtures
                    diagnostics += parsed.diagnostics
                } catch {
                    note.fixtures = []
                    return [.error(SourceLocation(file: display, line: 1), "malformed fixtures file: \(error)")]
                }
            }
            folder = url.deletingLastPathComponent()
        }
        for index in fixtures.indices {
            guard case .response(.file(let path)) = fixtures[index].answer else {
                if case .response(.text(let text)) = fixtures[index].answer { fixtures[index].data = Array(text.utf8) }
                continue
            }
            let location = fixtures[index].location
            guard let url = inside(root, folder: folder, path: path, location: location, what: "fixture file", into: &diagnostics) else { continue }
            switch FileBytes.read(url.path) {
            case .success(let data):
                fixtures[index].data = Array(data)
            case .failure(let failure):
                let reason = failure.reason == String(cString: strerror(ENOENT)) ? "there is no such file" : failure.reason
                diagnostics.append(.error(location, "cannot read the fixture file '\(path)' for \(fixtures[index].pattern): \(reason) (looked for \(DisplayPath.of(url)))"))
            }
        }
        note.fixtures = fixtures
        return diagnostics
    }

    /// The file `path` names, relative to `folder`, if it is inside the content folder.
    private static func inside(_ root: URL, folder: URL, path: String, location: SourceLocation, what: String, into diagnostics: inout [Diagnostic]) -> URL? {
        guard !path.hasPrefix("/") else {
            diagnostics.append(.error(location, "the \(what) '\(path)' must be a path relative to the note, inside the content folder"))
            return nil
        }
        let url = folder.appendingPathComponent(path).standardizedFileURL
        guard url.path.hasPrefix(root.path + "/") else {
            diagnostics.append(.error(location, "the \(what) '\(path)' is outside the content folder"))
            return nil
        }
        return url
    }
}
