import Foundation
import Testing

/// Code that needs the Objective-C runtime gets sitegen's message, at the construct's place in
/// the Markdown file, instead of the compiler's.
@Suite struct ObjectiveCRuntimeMessageTests {
    @Test func selectorsAndObjcAreReportedAtTheirMarkdownPlace() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/ui.md", """
        ---
        title: 버튼
        ---

        - 목록 안의 블록:

          ```swift run
          import Foundation
          final class Handler {
              @objc func tapped() { print("tap") }
          }
          let selector = #selector(Handler.tapped)
          ```

        ```swift compile-fail
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        ```

        """)
        let result = try site.run("verify", "--cache-dir", try TestCache.fresh().path)
        #expect(result.status == 1)
        let instead = "write a UIAction: control.addAction(UIAction { _ in … }, for: .touchUpInside) instead, or mark the block 'swift ignore' and say why in the text"
        #expect(result.stderr.contains("""
        content/ui.md:7: error: [swift run] snippet does not compile on Linux:
          content/ui.md:10:7: error: '@objc' needs the Objective-C runtime, which Linux does not have: \(instead)
          content/ui.md:12:18: error: '#selector' needs the Objective-C runtime, which Linux does not have: \(instead)
        """), "\(result.stderr)")
        #expect(result.stderr.contains("""
        content/ui.md:15: error: [swift compile-fail] snippet does not compile on Linux:
          content/ui.md:16:18: error: 'UIStoryboard' needs the Objective-C runtime, which Linux does not have: write a view controller made in code (DetailViewController()) and pushed or presented instead, or mark the block 'swift ignore' and say why in the text
        """), "\(result.stderr)")
        #expect(result.stdout.hasSuffix("0 passed, 2 failed, 0 skipped\n"), "\(result.stdout)")
    }
}
