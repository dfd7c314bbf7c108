import Foundation

/// Tabs of controllers; the selected one's view is shown. Selecting in code (`selectedIndex`,
/// `selectedViewController`) switches at once: on screen, the leaving controller's
/// `viewWillDisappear` comes before the arriving one's `viewWillAppear`, then the dids.
open class UITabBarController: UIViewController {
    open weak var delegate: UITabBarControllerDelegate?
    public let tabBar = UITabBar()
    private var selected = NSNotFound

    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var selectedIndex: Int {
        get { selected }
        set { select(newValue) }
    }

    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selected) ? children[selected] : nil }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let shown = selectedViewController
        if let shown, shown.viewIfLoaded?.superview === viewIfLoaded { shown.view.removeFromSuperview() }
        for child in children {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        selected = NSNotFound
        for child in viewControllers ?? [] {
            addChild(child)
            child.didMove(toParent: self)
        }
        tabBar.items = (viewControllers ?? []).map(\.tabBarItem)
        if !children.isEmpty { select(0) }
    }

    open override func loadView() {
        super.loadView()
        if let controller = selectedViewController { show(controller) }
    }

    // MARK: Private helpers

    private func select(_ index: Int) {
        guard children.indices.contains(index), index != selected else { return }
        let old = selectedViewController
        let new = children[index]
        selected = index
        tabBar.selectedItem = new.tabBarItem
        guard isViewLoaded else { return }
        let onScreen = view.window.map { !$0.isHidden } == true
        new.loadViewIfNeeded()
        if onScreen { old?.beginAppearanceTransition(false, animated: false) }
        if onScreen { new.beginAppearanceTransition(true, animated: false) }
        if let old, old.viewIfLoaded?.superview === view { old.view.removeFromSuperview() }
        show(new)
        if onScreen { old?.endAppearanceTransition() }
        if onScreen { new.endAppearanceTransition() }
        delegate?.tabBarController(self, didSelect: new)
    }

    private func show(_ controller: UIViewController) {
        controller.view.frame = view.bounds
        view.addSubview(controller.view)
    }
}
