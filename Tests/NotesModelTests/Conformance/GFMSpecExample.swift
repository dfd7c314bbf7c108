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

    /// The GFM 0.29 spec as Debian's `cmark-gfm` package ships it (scripts/install-deps
    /// installs it): 673 examples, the extensions' few included.
    static let specPath = "/usr/share/doc/cmark-gfm/spec.txt.gz"

    /// What is wrong when the spec cannot be read, in one line.
    static var missingSpec: String? {
        FileManager.default.isReadableFile(atPath: specPath)
            ? nil
            : "\(specPath) is missing: install Debian's cmark-gfm package (scripts/install-deps does)"
    }

    /// The examples of the spec; none when it is missing (`missingSpec` says why).
    static func loadSpec() -> [GFMSpecExample] {
        guard missingSpec == nil else { return [] }
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-dc", specPath]
        let pipe = Pipe()
        gzip.standardOutput = pipe
        guard (try? gzip.run()) != nil else { return [] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        gzip.waitUntilExit()
        return parse(String(decoding: data, as: UTF8.self), name: "spec.txt")
    }

    static func parse(_ text: String, name: String) -> [GFMSpecExample] {
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
