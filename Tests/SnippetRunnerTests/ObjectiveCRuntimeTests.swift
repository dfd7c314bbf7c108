import NotesModel
import Testing
@testable import SnippetRunner

/// Code that needs the Objective-C runtime is found in the syntax, before any compiler runs,
/// and reported at its place in the Markdown file.
@Suite struct ObjectiveCRuntimeTests {
    func unit(_ source: String, line: Int = 20, column: Int = 1) -> SnippetUnit {
        let block = CodeBlock(info: SnippetInfo(parsing: "swift run"), source: source, location: SourceLocation(file: "content/ui.md", line: line, column: column), note: "ui.md")
        return SnippetUnit(Snippet(file: "content/ui.md", relativePath: "ui.md", block: block))
    }

    @Test func everyConstructIsNamedAtItsLineAndColumn() {
        let source = """
        import UIKit
        final class ViewController: UIViewController {
            @IBOutlet weak var label: UILabel!
            @objc func tapped() {}
            @IBAction func save(_ sender: Any) {}
            override func viewDidLoad() {
                button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                let board = UIStoryboard(name: "Main", bundle: nil)
                let detail = board.instantiateViewController(withIdentifier: "Detail")
                perform(Selector("tapped"))
            }
        }
        // @objc in a comment, "#selector" in a string: not code
        print("#selector(tapped)")
        """
        let constructs = unit(source).syntaxes[0].objectiveCRuntimeUses.map { "\($0.line + 1):\($0.column) \($0.construct)" }
        #expect(constructs == [
            "3:5 @IBOutlet", "4:5 @objc", "5:5 @IBAction", "7:9 addTarget(_:action:for:)", "7:40 #selector",
            "8:21 UIStoryboard", "9:22 instantiateViewController(withIdentifier:)", "10:17 Selector(…)",
        ])
    }

    @Test func theMessageSaysWhyAndWhatInstead() {
        let errors = ObjectiveCRuntime.errors(unit("let button = UIButton()\nbutton.addTarget(self, action: #selector(tap), for: .touchUpInside)\n", line: 20, column: 4))
        #expect(errors == [
            "content/ui.md:22:4: error: 'addTarget(_:action:for:)' needs the Objective-C runtime, which Linux does not have: write a UIAction: control.addAction(UIAction { _ in … }, for: .touchUpInside) instead, or mark the block 'swift ignore' and say why in the text",
            "content/ui.md:22:35: error: '#selector' needs the Objective-C runtime, which Linux does not have: write a UIAction: control.addAction(UIAction { _ in … }, for: .touchUpInside) instead, or mark the block 'swift ignore' and say why in the text",
        ])
        #expect(ObjectiveCRuntime.errors(unit("let action = UIAction { _ in print(1) }\nbutton.addAction(action, for: .touchUpInside)\n")).isEmpty)
        // Code under a condition that is false on Linux is never compiled here.
        #expect(ObjectiveCRuntime.errors(unit("#if canImport(ObjectiveC)\n@objc final class A: NSObject {}\n#elseif os(Linux)\nfinal class A {}\n#endif\n")).isEmpty)
        #expect(ObjectiveCRuntime.errors(unit("#if !os(iOS)\nlet s = #selector(f)\n#endif\n")).count == 1)
    }
}
