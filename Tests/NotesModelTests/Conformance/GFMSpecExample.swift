import Foundation
import Testing

/// One example of the GFM spec files: Markdown in, expected HTML out.
struct GFMSpecExample: Sendable, CustomTestStringConvertible {
    var file: String
    var number: Int
    var line: Int
    var section: String
    var markdown: String
    var html: String

    var testDescription: String { "\(file) #\(number) (line \(line), \(section))" }

    /// The fixtures live beside the project: `../shared/fixtures/gfm/`.
    static let folder: URL = {
        let tests = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return tests.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/fixtures/gfm")
    }()

    static func load(_ name: String) -> [GFMSpecExample] {
        guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { return [] }
        let fence = String(repeating: "`", count: 32)
        var examples: [GFMSpecExample] = []
        var section = ""
        var state = 0  // 0 outside, 1 markdown, 2 html
        var markdown: [Substring] = [], html: [Substring] = []
        var startLine = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            switch state {
            case 0:
                if line.hasPrefix(fence + " example") {
                    state = 1; markdown = []; html = []; startLine = index + 1
                } else if line.hasPrefix("#") {
                    section = line.drop { $0 == "#" || $0 == " " }.description
                }
            case 1:
                if line == "." { state = 2 } else { markdown.append(line) }
            default:
                if line == fence {
                    state = 0
                    let md = markdown.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t")
                    let out = html.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t")
                    examples.append(GFMSpecExample(file: name, number: examples.count + 1, line: startLine, section: section, markdown: md, html: out))
                } else {
                    html.append(line)
                }
            }
        }
        return examples
    }
}
