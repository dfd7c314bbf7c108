import Foundation
import Testing

/// Swift 6 language mode chosen by the course, a note or a block, and errors blocks checked and
/// blessed, end to end with the real compiler.
@Suite(.serialized) struct SwiftModeSnippetTests {
    /// Code that Swift 6 rejects (a nonisolated function mutating a top-level variable, which
    /// Swift 6 isolates to the main actor) and Swift 5 runs.
    static let racy = "var counter = 0\nfunc bump() { counter += 1 }\nbump()\nprint(counter)\n"
    static let racyError = "2: error: main actor-isolated var 'counter' can not be mutated from a nonisolated context"

    @Test func theCourseTheNoteAndTheBlockChooseTheMode() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/index.md", "---\ntitle: 홈\nswift: 6\n---\n\n# 홈\n")
        // The course's default: Swift 6.
        try site.write("content/six.md", "# 여섯\n\n```swift compile-fail\n\(Self.racy)```\n\n```errors\n\(Self.racyError)\n```\n")
        // A note back in Swift 5, with one block in Swift 6.
        try site.write("content/five.md", "---\nswift: 5\n---\n\n# 다섯\n\n```swift run\n\(Self.racy)```\n\n```output\n1\n```\n\n```swift compile-fail swift6\n\(Self.racy)```\n")
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "3 passed, 0 failed, 0 skipped\n")
        // The page says which blocks are Swift 6.
        let built = try site.run("build", "--cache-dir", TestCache.folder.path)
        #expect(built.status == 0, "\(built.stdout)\(built.stderr)")
        let six = try site.read("_site/six/index.html")
        #expect(six.contains("badge-mode\" title=\"Swift 6 언어 모드로 컴파일합니다"))
        // Only the Swift 6 block of the Swift 5 note.
        #expect(try site.read("_site/five/index.html").components(separatedBy: "badge badge-mode").count == 2)
    }

    /// UIKit as Apple declares it: a view touched off the main actor is an error in Swift 6
    /// mode and silent in Swift 5 mode (as with Apple's Objective-C-declared UIKit), and a view
    /// controller used from the main actor runs in both.
    @Test func uikitIsOnTheMainActorInSwift6ModeOnly() throws {
        let site = try Workspace()
        defer { site.remove() }
        let offMain = "import UIKit\n\nfunc hide(_ controller: UIViewController) {\n    controller.view.isHidden = true\n}\n"
        let onMain = "import UIKit\n\nfinal class Screen: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.alpha = 0.5\n    }\n}\nlet screen = Screen()\nscreen.loadViewIfNeeded()\nprint(screen.view.alpha)\n"
        try site.write("content/a.md", """
            # 가

            ```swift compile-fail swift6
            \(offMain)```

            ```errors
            4: error: main actor-isolated property 'isHidden' can not be mutated from a nonisolated context
            4: error: main actor-isolated property 'view' can not be referenced from a nonisolated context
            ```

            ```swift check
            \(offMain)```

            ```swift run swift6
            \(onMain)```

            ```output
            0.5
            ```

            ```swift run
            \(onMain)```

            ```output
            0.5
            ```

            """)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "4 passed, 0 failed, 0 skipped\n")
    }

    @Test func aBlockInSwift5ModeIsNotRejectedBySwift6sRules() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/a.md", "# 가\n\n```swift compile-fail\n\(Self.racy)```\n")
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/a.md:3: error: [swift compile-fail] this snippet is marked compile-fail, but it compiled\n"), "\(result.stderr)")
    }

    @Test func errorsThatDifferFailWithADiffAndBlessWritesThem() throws {
        let site = try Workspace()
        defer { site.remove() }
        let note = """
        # 오류

        ```swift compile-fail swift6
        \(Self.racy)```

        ```errors
        2: error: main actor-isolated var 'total' can not be mutated from a nonisolated context
        ```

        ```swift compile-fail
        let a: Int = "하나"
        ```

        ```errors
        ```

        ```swift compile-fail
        let b: Int = "둘"
        ```

        ```errors
        error: cannot convert value of type [..] to specified type 'Int'
        ```
        """
        try site.write("content/e.md", note)
        let before = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(before.status == 1)
        #expect(before.stderr.contains("""
            content/e.md:3: error: [swift compile-fail] the compiler's diagnostics differ from the errors block (line 10):
              - 2: error: main actor-isolated var 'total' can not be mutated from a nonisolated context
              + \(Self.racyError)
              (- expected, + actual; `sitegen verify --bless` writes them)
            """), "\(before.stderr)")
        #expect(before.stdout == "1 passed, 2 failed, 0 skipped\n", "\(before.stdout)")
        let blessed = try site.run("verify", "--cache-dir", TestCache.folder.path, "--bless")
        #expect(blessed.status == 0, "\(blessed.stdout)\(blessed.stderr)")
        #expect(blessed.stdout == "3 passed, 0 failed, 0 skipped\n")
        #expect(blessed.stderr.contains("blessed 2 errors blocks\n"), "\(blessed.stderr)")
        // The block that passed by its wildcard is left as written.
        #expect(try site.read("content/e.md") == note
            .replacingOccurrences(of: "'total'", with: "'counter'")
            .replacingOccurrences(of: "```errors\n```", with: "```errors\n1: error: cannot convert value of type 'String' to specified type 'Int'\n```"))
    }

    @Test func warningsAreShownAndCheckedInSwift5Mode() throws {
        let site = try Workspace()
        defer { site.remove() }
        let code = "final class Model { var count = 0 }\nlet model = Model()\nTask.detached { model.count += 1 }\n"
        try site.write("content/w.md", "# 경고\n\n```swift check warnings\n\(code)```\n")
        let before = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(before.status == 1)
        #expect(before.stderr.contains("content/w.md:3: error: [swift check] the compiler's warnings are not listed: this block asks for its warnings, and has no errors block:\n  + 3: warning: non-Sendable type 'Model'"), "\(before.stderr)")
        let blessed = try site.run("verify", "--cache-dir", TestCache.folder.path, "--bless")
        #expect(blessed.status == 0, "\(blessed.stdout)\(blessed.stderr)")
        #expect(try site.read("content/w.md") == "# 경고\n\n```swift check warnings\n\(code)```\n\n```errors\n"
            + "3: warning: non-Sendable type 'Model' of let 'model' cannot exit main actor-isolated context; this is an error in the Swift 6 language mode\n"
            + "3: warning: main actor-isolated let 'model' cannot be accessed from outside of the actor; this is an error in the Swift 6 language mode\n```\n")
        // The page marks line 3 in the gutter and lists the warnings under the code.
        let built = try site.run("build", "--cache-dir", TestCache.folder.path)
        #expect(built.status == 0, "\(built.stdout)\(built.stderr)")
        let page = try site.read("_site/w/index.html")
        #expect(page.contains("<pre class=\"has-diagnostics\">"))
        #expect(page.contains("<span class=\"diag-mark diag-mark-warning\" data-line=\"3\" aria-hidden=\"true\"></span>"))
        #expect(page.contains("<span class=\"diag diag-warning\"><span class=\"diag-where\" title=\"코드의 3번째 줄\">3:</span> <span class=\"diag-severity\">warning:</span> non-Sendable type"))
    }
}
