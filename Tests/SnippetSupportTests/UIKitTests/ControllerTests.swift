import Testing
import UIKit

/// A controller that writes down its life cycle calls into a shared log.
private final class Logged: UIViewController {
    let name: String
    let log: Log

    init(_ name: String, _ log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() { super.viewDidLoad(); log.add("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name) viewDidDisappear") }
}

private final class Log {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    func take() -> [String] { defer { lines = [] }; return lines }
}

@Suite("UIViewController, UINavigationController, UIWindow")
struct ControllerTests {
    @Test("the view is made on first use: loadView, then viewDidLoad, once")
    func lazyView() {
        let log = Log()
        let controller = Logged("A", log)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        _ = controller.view
        #expect(log.take() == ["A viewDidLoad"])

        final class Custom: UIViewController {
            override func loadView() { view = UILabel() }
        }
        #expect(Custom().view is UILabel)
    }

    @Test("a window shown with makeKeyAndVisible puts the root's view in it; the root appears")
    func windowShowsRoot() {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = Logged("Root", log)
        window.rootViewController = root
        #expect(log.take().isEmpty)
        window.makeKeyAndVisible()
        #expect(log.take() == ["Root viewDidLoad", "Root viewWillAppear", "Root viewDidAppear"])
        #expect(root.view.window === window && root.view.frame == window.bounds)
        #expect(window.isKeyWindow && UIApplication.shared.keyWindow === window)
        #expect(UIApplication.shared.windows.contains { $0 === window })
        window.isHidden = true
        #expect(log.take() == ["Root viewWillDisappear", "Root viewDidDisappear"])
    }

    @Test("push and pop: the leaving controller's will before the arriving one's, then the dids")
    func navigation() {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = Logged("First", log), second = Logged("Second", log)
        let navigation = UINavigationController(rootViewController: first)
        #expect(first.navigationController === navigation && first.parent === navigation)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(log.take() == ["First viewDidLoad", "First viewWillAppear", "First viewDidAppear"])

        navigation.pushViewController(second, animated: true)
        #expect(log.take() == ["Second viewDidLoad", "First viewWillDisappear", "Second viewWillAppear", "First viewDidDisappear", "Second viewDidAppear"])
        #expect(navigation.viewControllers == [first, second])
        #expect(navigation.topViewController === second)
        #expect(second.view.window === window && first.view.window == nil)

        #expect(navigation.popViewController(animated: true) === second)
        #expect(log.take() == ["Second viewWillDisappear", "First viewWillAppear", "Second viewDidDisappear", "First viewDidAppear"])
        #expect(second.parent == nil && second.navigationController == nil)
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test("isMovingFromParent is true while a popped controller disappears")
    func movingFromParent() {
        final class Detail: UIViewController {
            var movingWhenDisappearing: Bool?
            override func viewWillDisappear(_ animated: Bool) { movingWhenDisappearing = isMovingFromParent }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = Detail()
        navigation.pushViewController(detail, animated: false)
        navigation.popToRootViewController(animated: false)
        #expect(detail.movingWhenDisappearing == true)
        #expect(!detail.isMovingFromParent)
    }

    @Test("present and dismiss: presenting/presented links, completions run, full screen hides the presenter")
    func presentation() {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = Logged("Root", log), sheet = Logged("Sheet", log), cover = Logged("Cover", log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = log.take()

        var completions = 0
        root.present(sheet, animated: true) { completions += 1 }
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(log.take() == ["Sheet viewDidLoad", "Sheet viewWillAppear", "Sheet viewDidAppear"])
        sheet.dismiss(animated: true) { completions += 1 }
        #expect(log.take() == ["Sheet viewWillDisappear", "Sheet viewDidDisappear"])
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)

        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false) { completions += 1 }
        #expect(log.take() == ["Cover viewDidLoad", "Root viewWillDisappear", "Cover viewWillAppear", "Root viewDidDisappear", "Cover viewDidAppear"])
        #expect(root.view.window == nil)
        root.dismiss(animated: false) { completions += 1 }
        #expect(log.take() == ["Cover viewWillDisappear", "Root viewWillAppear", "Cover viewDidDisappear", "Root viewDidAppear"])
        #expect(root.view.window === window)
        #expect(completions == 4)
    }

    @Test("presenting from a pushed controller presents from its navigation controller")
    func presentationContext() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let inner = UIViewController()
        let navigation = UINavigationController(rootViewController: inner)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let alert = UIViewController()
        inner.present(alert, animated: true)
        #expect(alert.presentingViewController === navigation)
        #expect(navigation.presentedViewController === alert)
        inner.dismiss(animated: true)
        #expect(navigation.presentedViewController == nil)
    }

    @Test("children: addChild calls willMove(toParent:), removeFromParent calls didMove(toParent: nil)")
    func children() {
        final class Child: UIViewController {
            var log: [String] = []
            override func willMove(toParent parent: UIViewController?) { log.append("willMove(\(parent == nil ? "nil" : "parent"))") }
            override func didMove(toParent parent: UIViewController?) { log.append("didMove(\(parent == nil ? "nil" : "parent"))") }
        }
        let parent = UIViewController(), child = Child()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children == [child] && child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.log == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
    }

    @Test("a child whose view joins a visible parent's view appears; removed, it disappears")
    func childAppearance() {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = Logged("Parent", log), child = Logged("Child", log)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        _ = log.take()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == ["Child viewDidLoad", "Child viewWillAppear", "Child viewDidAppear"])
        child.view.removeFromSuperview()
        #expect(log.take() == ["Child viewWillDisappear", "Child viewDidDisappear"])
    }

    @Test("the title is the navigation item's title")
    func title() {
        let controller = UIViewController()
        controller.title = "검색"
        #expect(controller.navigationItem.title == "검색")
    }
}

@Suite("UITabBarController")
struct TabBarControllerTests {
    @Test("selecting a tab on screen: the leaving tab's will before the arriving one's, then the dids")
    func switching() {
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let home = Logged("Home", log), settings = Logged("Settings", log)
        settings.title = "설정"
        let tabs = UITabBarController()
        tabs.viewControllers = [home, UINavigationController(rootViewController: settings)]
        #expect(tabs.selectedIndex == 0 && home.tabBarController === tabs)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(log.take() == ["Home viewDidLoad", "Home viewWillAppear", "Home viewDidAppear"])
        tabs.selectedIndex = 1
        #expect(log.take() == ["Settings viewDidLoad", "Home viewWillDisappear", "Settings viewWillAppear", "Home viewDidDisappear", "Settings viewDidAppear"])
        #expect(settings.tabBarController === tabs && settings.navigationController != nil)
        #expect(tabs.selectedViewController === settings.navigationController)
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 1)
    }
}
