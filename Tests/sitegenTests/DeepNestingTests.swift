import Foundation
import Testing

/// Pathological nesting — tens of thousands of `>` levels, `- ` markers, brackets, emphasis —
/// builds (cmark-gfm parses it; sitegen keeps what is too deep as plain text) with a warning
/// naming the place, never a crash. Ten times the depths that once crashed the build.
@Suite struct DeepNestingTests {
    @Test func pathologicalNestingBuildsWithAWarning() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/deep/quotes.md", "---\ntitle: 인용\n---\n\n" + String(repeating: ">", count: 500_000) + " 깊은 곳\n")
        try site.write("content/deep/lists.md", "---\ntitle: 목록\n---\n\n" + String(repeating: "- ", count: 200_000) + "항목\n")
        try site.write("content/deep/brackets.md", "---\ntitle: 괄호\n---\n\n" + String(repeating: "[ ", count: 300_000) + "x" + String(repeating: " ]", count: 300_000) + "\n")
        try site.write("content/deep/emphasis.md", "---\ntitle: 강조\n---\n\n" + String(repeating: "*a ", count: 50_000) + "x" + String(repeating: " a*", count: 50_000) + "\n")
        let result = try site.run("build", "--no-verify", "-q")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("content/deep/quotes.md:5:64: warning: nesting deeper than 64 levels: what is below is shown as plain text"))
        #expect(result.stderr.contains("content/deep/lists.md:5:"))
        #expect(result.stderr.contains("content/deep/emphasis.md:5:"))
        #expect(!result.stderr.contains("content/deep/brackets.md"), "brackets do not nest in the tree")
        let quotes = try site.read("_site/deep/quotes/index.html")
        #expect(quotes.contains("깊은 곳"))
        #expect(try site.read("_site/deep/lists/index.html").contains("항목"))
    }
}
