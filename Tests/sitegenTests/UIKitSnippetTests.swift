import Foundation
import Testing

/// `import UIKit` in a snippet: the headless UIKit of the support library, played as a user would
/// (`sendActions(for:)`), verified end to end by the real runner.
@Suite(.serialized) struct UIKitSnippetTests {
    @Test func aTextFieldsEditingChangedUpdatesALabelThroughAUIAction() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/ui.md", """
        # 검색 필드

        ```swift run
        import UIKit

        let field = UITextField()
        field.placeholder = "검색"
        let label = UILabel()
        field.addAction(UIAction { action in
            guard let sender = action.sender as? UITextField else { return }
            label.text = "입력: \\(sender.text ?? "")"
        }, for: .editingChanged)

        field.text = "Rx"
        print(label.text ?? "(아직 없음)")
        field.sendActions(for: .editingChanged)
        print(label.text ?? "(아직 없음)")
        ```

        ```output
        (아직 없음)
        입력: Rx
        ```

        """)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "1 passed, 0 failed, 0 skipped\n")
    }

    @Test func aViewControllerShownByAWindowAppearsInOrder() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/screen.md", """
        # 화면

        ```swift run
        import UIKit

        final class SearchViewController: UIViewController {
            let searchField = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(searchField)
                print("viewDidLoad")
            }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("viewWillAppear") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("viewDidAppear") }
        }

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = SearchViewController()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        print(screen.view.window === window, screen.navigationController != nil)
        ```

        ```output
        viewDidLoad
        viewWillAppear
        viewDidAppear
        true true
        ```

        """)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "1 passed, 0 failed, 0 skipped\n")
    }
}
