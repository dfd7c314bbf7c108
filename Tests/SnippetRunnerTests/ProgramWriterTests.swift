import NotesModel
import Testing
@testable import SnippetRunner

@Suite struct ProgramWriterTests {
    func unit(_ source: String, info: String = "swift run", line: Int = 10) -> SnippetUnit {
        let block = CodeBlock(info: SnippetInfo(parsing: info), source: source, location: SourceLocation(file: "content/a.md", line: line), note: "a.md")
        return SnippetUnit(Snippet(file: "content/a.md", relativePath: "a.md", block: block))
    }

    @Test func mergedFileHoistsDeclarationsAsFilePrivateAndMapsLines() {
        let source = "import Combine\nstruct Point { var x: Int }\n@MainActor final class Box {}\nextension Point: Equatable {}\nlet p = Point(x: 1)\nprint(p.x)\n"
        let file = ProgramWriter.mergedFile(unit(source), index: 3)
        #expect(file.contains("#sourceLocation(file: \"content/a.md\", line: 11)\nimport Combine\n"))
        #expect(file.contains("#sourceLocation(file: \"content/a.md\", line: 12)\nfileprivate struct Point { var x: Int }\n"))
        #expect(file.contains("@MainActor fileprivate final class Box {}"))
        #expect(file.contains("\nextension Point: Equatable {}\n"), "conformances cannot be fileprivate")
        #expect(file.contains("enum SitegenUnit3 {\nstatic func main() -> Never {\nSitegenHarness.begin()\n#sourceLocation(file: \"content/a.md\", line: 15)\nlet p = Point(x: 1)\n"))
        #expect(file.contains("SitegenHarness.end(mayBeAsync: false)"))
    }

    @Test func whatCannotBeMerged() {
        #expect(ProgramWriter.canMerge(unit("let a = 1\nprint(a)\n")))
        #expect(!ProgramWriter.canMerge(unit("let a = 1\n", info: "swift compile-fail")))
        #expect(!ProgramWriter.canMerge(unit("func f() async -> Int { 1 }\nprint(await f())\n")))
        #expect(!ProgramWriter.canMerge(unit("var count = 0\nfunc bump() { count += 1 }\nbump()\n")), "a function using a top-level variable")
    }

    @Test func asyncHintsAndDurations() {
        let syntax = SnippetSyntax("Just(1).delay(for: .milliseconds(300), scheduler: DispatchQueue.main)\nDispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {}\n")
        #expect(syntax.asyncHints == ["DispatchQueue", "asyncAfter"])
        #expect(syntax.literalDurations == [0.3, 0.5])
        #expect(SnippetSyntax("let a = [1, 2].map { $0 * 2 }\nprint(a)\n").asyncHints.isEmpty)
    }

    @Test func unavailableModulesAreFoundBeforeCompiling() {
        let found = Verifier.unavailableImport(unit("import Foundation\nimport UIKit\nlet v = UIView()\n"))
        #expect(found?.name == "UIKit")
        #expect(found?.place == "content/a.md:12")
        #expect(Verifier.unavailableImport(unit("import Combine\nimport PlaygroundSupport\n")) == nil)
    }
}
