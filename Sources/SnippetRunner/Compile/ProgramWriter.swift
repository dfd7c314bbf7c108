import NotesModel

/// Writes the Swift source of snippet programs: merged (many units in one binary, each in its
/// own file and entry function, chosen by the first argument) or standalone (one unit's blocks
/// verbatim as `main.swift`). `#sourceLocation` maps every line back to the Markdown file, so
/// compiler errors and runtime traps name `content/x.md:LINE` — hidden lines included.
enum ProgramWriter {
    /// The argument that selects a unit in a merged binary.
    static func entryName(_ index: Int) -> String { "u\(index)" }

    static func location(_ snippet: Snippet, line: Int) -> String {
        let escaped = snippet.file.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(escaped)\", line: \(snippet.line + 1 + line))"
    }

    /// Can this unit go into a merged program? Not when it must fail to compile, when top-level
    /// `await` needs an async entry point, or when a type or function uses a top-level variable
    /// (in a merged program that variable is a local of the entry function, out of their reach).
    static func canMerge(_ unit: SnippetUnit) -> Bool {
        guard unit.kind != .compileFail, unit.kind != .test else { return false }
        let syntaxes = unit.allParts.map(\.syntax)
        if syntaxes.contains(where: \.usesAwait) { return false }
        let variables = syntaxes.reduce(into: Set<String>()) { $0.formUnion($1.topLevelVariables) }
        return !syntaxes.contains { !$0.declarationIdentifiers.isDisjoint(with: variables) }
    }

    /// Can this unit go into a light program, one not linked with the support library? When it
    /// imports none of the library's modules and ends with its top-level code (no run loop).
    static func isLight(_ unit: SnippetUnit) -> Bool {
        !unit.mayBeAsync && !unit.usesNetwork && unit.imports.allSatisfy { !OfferedModules.fromSupportLibrary.contains($0.name) }
    }

    /// The snippet's text with its own `import FoundationNetworking` lines made comments: the
    /// harness re-exports that module with `URLSessionConfiguration.default` and `.ephemeral`
    /// answered from fixtures, and a direct import would make those names ambiguous. (Written
    /// for Linux, `#if canImport(FoundationNetworking)` blocks keep working: their body is empty.)
    static func withoutNetworkingImport(_ text: String) -> String {
        guard text.contains("FoundationNetworking") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            let isImport = words.count >= 2 && words.last == "FoundationNetworking" && words[words.count - 2] == "import"
                && words.dropLast(2).allSatisfy { $0.hasPrefix("@") }
            return isImport ? "// \(line) (sitegen: the harness brings it)" : String(line)
        }.joined(separator: "\n")
    }

    /// What a program prints where one block of a `continue` chain ends (the support library's
    /// `SitegenHarness.boundary`, which this module cannot import).
    static let blockBoundary = "\u{1E}\(boundaryWord)\u{1E}"
    private static let boundaryWord = "sitegen-block-end"

    /// What a program writes first to its stdout, in `SitegenHarness.begin()` (the library's
    /// `SitegenHarness.startMarker`): until it arrives, the program has not begun, and its
    /// silence is not idleness. Kept out of the output.
    static let startMarker = "\u{1E}sitegen-begin\u{1E}"

    /// A light program's own `SitegenHarness` (the library's, less the run loop), one more file.
    static let lightHarness = #"""
        import Glibc
        enum SitegenHarness {
            static func begin() {
                setvbuf(stdout, nil, _IONBF, 0)
                setvbuf(stderr, nil, _IONBF, 0)
            }
            static func blockEnd() { print("\u{1E}\#(boundaryWord)\u{1E}") }
            static func end(mayBeAsync: Bool) -> Never { exit(0) }
        }

        """#

    /// One file of a merged program: the unit's declarations at file scope (made `fileprivate`),
    /// its statements in an entry function that never returns, so top-level variables live for
    /// the whole run as they do in a playground. In a light program the harness is a file of the
    /// program, not a module.
    static func mergedFile(_ unit: SnippetUnit, index: Int, light: Bool = false) -> String {
        var imports = light ? "" : "import SitegenHarness\n"
        var declarations = ""
        var statements = ""
        let preludeCount = unit.prelude.snippets.count
        for (position, (snippet, syntax)) in unit.allParts.enumerated() {
            for segment in syntax.segments {
                let code = light ? segment.text : withoutNetworkingImport(segment.text)
                let text = "\(location(snippet, line: segment.line))\n\(code)\n#sourceLocation()\n"
                switch segment.role {
                case .import: imports += text
                case .declaration: declarations += text
                case .statement: statements += text
                }
            }
            // Boundaries between the unit's own blocks only: the prelude prints into the first.
            if position >= preludeCount && position < preludeCount + unit.snippets.count - 1 {
                statements += "SitegenHarness.blockEnd()\n"
            }
        }
        return """
        \(imports)
        \(declarations)
        enum SitegenUnit\(index) {
        static func main() -> Never {
        SitegenHarness.begin()
        \(statements)SitegenHarness.end(mayBeAsync: \(unit.mayBeAsync))
        }
        }

        """
    }

    static func mergedMain(count: Int) -> String {
        var text = "switch CommandLine.arguments.dropFirst().first {\n"
        for index in 0..<count {
            text += "case \"\(entryName(index))\": SitegenUnit\(index).main()\n"
        }
        text += "default: fatalError(\"unknown snippet\")\n}\n"
        return text
    }

    /// One unit as `main.swift`: its prelude and its blocks verbatim, true top-level code.
    static func standalone(_ unit: SnippetUnit) -> String {
        var text = "import SitegenHarness\nSitegenHarness.begin()\n"
        for snippet in unit.prelude.snippets {
            let source = withoutNetworkingImport(snippet.block.source)
            text += "\(location(snippet, line: 0))\n\(source)"
            if !source.hasSuffix("\n") { text += "\n" }
            text += "#sourceLocation()\n"
        }
        for (position, snippet) in unit.snippets.enumerated() {
            let source = withoutNetworkingImport(snippet.block.source)
            text += "\(location(snippet, line: 0))\n\(source)"
            if !source.hasSuffix("\n") { text += "\n" }
            text += "#sourceLocation()\n"
            if unit.snippets.count > 1 && position < unit.snippets.count - 1 {
                text += "SitegenHarness.blockEnd()\n"
            }
        }
        if unit.kind == .test {
            text += TestProgram.runner(unit.testCases, in: unit.snippets[unit.snippets.count - 1])
        }
        text += "SitegenHarness.end(mayBeAsync: \(unit.mayBeAsync))\n"
        return text
    }
}
