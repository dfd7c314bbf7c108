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

    /// Plain Swift needs nothing of the support library; a module of it, or a run loop, does.
    @Test func whatALightProgramTakes() {
        #expect(ProgramWriter.isLight(unit("let a = [1, 2].map { $0 * 2 }\nprint(a)\n")))
        #expect(ProgramWriter.isLight(unit("import Foundation\nprint(Date() > Date.distantPast)\n")))
        #expect(!ProgramWriter.isLight(unit("import Combine\n_ = Just(1).sink { print($0) }\n")))
        #expect(!ProgramWriter.isLight(unit("import RxSwift\n_ = Observable.just(1).subscribe(onNext: { print($0) })\n")))
        #expect(!ProgramWriter.isLight(unit("import PlaygroundSupport\nPlaygroundPage.current.needsIndefiniteExecution = true\n")))
        #expect(!ProgramWriter.isLight(unit("import Foundation\nDispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { print(1) }\n")), "waits on the run loop")
        let file = ProgramWriter.mergedFile(unit("print(1)\n"), index: 0, light: true)
        #expect(!file.contains("import SitegenHarness"))
        #expect(file.contains("SitegenHarness.begin()") && file.contains("SitegenHarness.end(mayBeAsync: false)"))
        #expect(ProgramWriter.lightHarness.contains("enum SitegenHarness") && ProgramWriter.lightHarness.contains(#"\u{1E}sitegen-block-end\u{1E}"#))
    }

    /// Light units get programs of their own only when they are enough to earn one of the jobs'
    /// programs; a few of them go with the rest, so no core is left with a tiny program.
    @Test func lightUnitsAreBatchedApartOnlyWhenTheyAreMany() {
        func units(light: Int, heavy: Int) -> [(index: Int, unit: SnippetUnit)] {
            (0..<light).map { ($0, unit("print(\($0))\n")) } + (0..<heavy).map { (light + $0, unit("import Combine\n_ = Just(\($0)).sink { print($0) }\n")) }
        }
        func shape(_ batches: [(light: Bool, members: [(index: Int, unit: SnippetUnit)])]) -> [String] {
            batches.map { "\($0.light ? "light" : "library") \($0.members.count)" }
        }
        #expect(shape(Verifier.batches(units(light: 100, heavy: 0), jobs: 2)) == ["light 50", "light 50"])
        #expect(shape(Verifier.batches(units(light: 0, heavy: 100), jobs: 2)) == ["library 50", "library 50"])
        #expect(shape(Verifier.batches(units(light: 50, heavy: 50), jobs: 2)) == ["light 50", "library 50"])
        #expect(shape(Verifier.batches(units(light: 90, heavy: 10), jobs: 2)) == ["light 90", "library 10"])
        #expect(shape(Verifier.batches(units(light: 20, heavy: 80), jobs: 2)) == ["library 50", "library 50"])
        #expect(shape(Verifier.batches(units(light: 50, heavy: 50), jobs: 1)) == ["library 100"])
        #expect(shape(Verifier.batches(units(light: 1, heavy: 0), jobs: 4)) == ["light 1"])
    }

    @Test func asyncHintsAndDurations() {
        let syntax = SnippetSyntax("Just(1).delay(for: .milliseconds(300), scheduler: DispatchQueue.main)\nDispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {}\n")
        #expect(syntax.asyncHints == ["DispatchQueue", "asyncAfter"])
        #expect(syntax.literalDurations == [0.3, 0.5])
        #expect(SnippetSyntax("let a = [1, 2].map { $0 * 2 }\nprint(a)\n").asyncHints.isEmpty)
    }

    @Test func unavailableModulesAreFoundBeforeCompiling() {
        let found = Verifier.unavailableImport(unit("import Foundation\nimport SwiftUI\nlet v = Text(\"a\")\n"))
        #expect(found?.name == "SwiftUI")
        #expect(found?.place == "content/a.md:12")
        #expect(Verifier.unavailableImport(unit("import Combine\nimport PlaygroundSupport\n")) == nil)
        #expect(Verifier.unavailableImport(unit("import UIKit\nlet v = UIView()\n")) == nil)
    }
}
