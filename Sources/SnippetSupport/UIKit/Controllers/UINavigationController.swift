import Foundation

/// A stack of controllers; the top one's view is shown. Pushing and popping change the stack at
/// once (no animation); when the navigation controller is on screen the leaving controller gets
/// `viewWillDisappear`, the arriving one `viewWillAppear`, then `viewDidDisappear` and
/// `viewDidAppear`, with `isMovingToParent` / `isMovingFromParent` set during the calls.
open class UINavigationController: UIViewController {
    open weak var delegate: UINavigationControllerDelegate?
    public let navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The stack, bottom first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last }
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    open override func loadView() {
        super.loadView()
        if let top = topViewController { show(top) }
    }

    // MARK: Changing the stack

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !children.contains(where: { $0 === viewController }) else { return }
        replaceStack(with: children + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1 else { return nil }
        let top = children.last
        replaceStack(with: Array(children.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard children.count > 1 else { return nil }
        let popped = Array(children.dropFirst())
        replaceStack(with: [children[0]], animated: animated)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        replaceStack(with: Array(children[...index]), animated: animated)
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        replaceStack(with: viewControllers, animated: animated)
    }

    // MARK: Private helpers

    private func replaceStack(with stack: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        let leaving = children.filter { old in !stack.contains { $0 === old } }
        let arriving = stack.filter { new in !children.contains { $0 === new } }
        let newTop = stack.last
        for controller in arriving { controller.isMovingToParent = true }
        for controller in leaving { controller.isMovingFromParent = true }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in arriving { addChild(controller) }
        children = stack
        defer {
            for controller in leaving { controller.isMovingFromParent = false }
            for controller in arriving { controller.isMovingToParent = false }
        }
        let onScreen = isViewLoaded && view.window.map { !$0.isHidden } == true
        if oldTop !== newTop, isViewLoaded {
            newTop?.loadViewIfNeeded()
            if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
            if onScreen { oldTop?.beginAppearanceTransition(false, animated: animated) }
            if onScreen { newTop?.beginAppearanceTransition(true, animated: animated) }
            if let oldTop, oldTop.viewIfLoaded?.superview === view { oldTop.view.removeFromSuperview() }
            if let newTop { show(newTop) }
            if onScreen { oldTop?.endAppearanceTransition() }
            if onScreen { newTop?.endAppearanceTransition() }
            if let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
        }
        for controller in leaving { controller.removeFromParent() }
        for controller in arriving { controller.didMove(toParent: self) }
    }

    private func show(_ controller: UIViewController) {
        controller.view.frame = view.bounds
        view.addSubview(controller.view)
    }
}
