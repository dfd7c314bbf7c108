import Foundation

/// A screen's controller: a lazily made view, the appearance calls, children, presentation.
///
/// `view` is made on first use by `loadView()` (a plain view the size of the screen), then
/// `viewDidLoad()` runs once. The appearance calls (`viewWillAppear(_:)`, `viewDidAppear(_:)`,
/// `viewWillDisappear(_:)`, `viewDidDisappear(_:)`) run when the view enters or leaves a visible
/// window — a window shown with `makeKeyAndVisible()`, a push or pop, a presentation or dismissal
/// — always will… before did…, the disappearing controller's will before the appearing one's.
/// Transitions are immediate (no animation): completions run before the call returns.
open class UIViewController: UIResponder {
    enum AppearState { case disappeared, appearing, appeared, disappearing }

    private var storedView: UIView?
    var appearState = AppearState.disappeared
    /// Set by the view hierarchy when it began this controller's appearance transition (so it ends it).
    var automaticTransitionPending = false

    public private(set) var nibName: String?
    public private(set) var nibBundle: Bundle?

    open var title: String? {
        didSet { navigationItem.title = title }
    }

    public internal(set) weak var parent: UIViewController?
    public internal(set) var children: [UIViewController] = []
    public internal(set) weak var presentingViewController: UIViewController?
    public internal(set) var presentedViewController: UIViewController?

    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    open var definesPresentationContext = false
    open var preferredContentSize = CGSize.zero
    open var hidesBottomBarWhenPushed = false
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var additionalSafeAreaInsets = UIEdgeInsets.zero

    public internal(set) var isBeingPresented = false
    public internal(set) var isBeingDismissed = false
    public internal(set) var isMovingToParent = false
    public internal(set) var isMovingFromParent = false

    public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    // MARK: Initialisers

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.nibName = nibNameOrNil
        self.nibBundle = nibBundleOrNil
        super.init()
    }

    /// There are no storyboards here: controllers are made in code.
    public required init?(coder: NSCoder) {
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view

    /// The controller's view, made by `loadView()` and followed by `viewDidLoad()` on first use.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owningViewController = nil
            storedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it is loaded, else nil (without loading it).
    open var viewIfLoaded: UIView? { storedView }

    open var isViewLoaded: Bool { storedView != nil }

    /// Makes the view. The default makes a plain view the size of the screen; override to make
    /// your own and assign it to `view` (without calling `super`).
    open func loadView() {
        view = UIView(frame: UIWindow.screenBounds)
    }

    /// Loads the view now if it is not loaded (`loadView()`, then `viewDidLoad()`).
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = UIView(frame: UIWindow.screenBounds) }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func didReceiveMemoryWarning() {}
    open func setNeedsStatusBarAppearanceUpdate() {}
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }

    open var traitCollection: UITraitCollection { UITraitCollection.current }

    // MARK: Appearance

    /// Whether appearance calls reach the children (always, here).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Begins an appearance transition: `viewWillAppear(_:)` or `viewWillDisappear(_:)`, once,
    /// then the same for the children whose views are in this controller's view.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearState == .disappeared || appearState == .disappearing else { return }
            loadViewIfNeeded()
            appearState = .appearing
            lastTransitionAnimated = animated
            viewWillAppear(animated)
            viewIsAppearing(animated)
        } else {
            guard appearState == .appeared || appearState == .appearing else { return }
            appearState = .disappearing
            lastTransitionAnimated = animated
            viewWillDisappear(animated)
        }
        forwardedChildren = shouldAutomaticallyForwardAppearanceMethods ? children.filter { child in
            guard let childView = child.viewIfLoaded, let view = storedView else { return false }
            return childView.isDescendant(of: view)
        } : []
        for child in forwardedChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun: `viewDidAppear(_:)` or `viewDidDisappear(_:)`, then the
    /// children's.
    open func endAppearanceTransition() {
        switch appearState {
        case .appearing:
            appearState = .appeared
            viewDidAppear(lastTransitionAnimated)
        case .disappearing:
            appearState = .disappeared
            viewDidDisappear(lastTransitionAnimated)
        default:
            return
        }
        let children = forwardedChildren
        forwardedChildren = []
        for child in children { child.endAppearanceTransition() }
    }

    /// The children whose appearance calls follow this controller's transition in progress.
    private var forwardedChildren: [UIViewController] = []
    private var lastTransitionAnimated = false
    private var storedTabBarItem: UITabBarItem?

    // MARK: Responder chain

    open override var next: UIResponder? {
        storedView?.superview ?? presentingViewController
    }

    // MARK: Containers

    /// The nearest navigation controller above (or the controller itself when it is one).
    open var navigationController: UINavigationController? {
        var current: UIViewController? = parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    /// Told before the controller gets a new parent (nil when it is being removed).
    open func willMove(toParent parent: UIViewController?) {}
    /// Told after the controller got a new parent (nil when it was removed).
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest tab bar controller above.
    open var tabBarController: UITabBarController? {
        var current: UIViewController? = parent
        while let candidate = current {
            if let tabs = candidate as? UITabBarController { return tabs }
            current = candidate.parent
        }
        return nil
    }

    /// The item that stands for the controller in a tab bar (made on first use, titled as the controller).
    open var tabBarItem: UITabBarItem! {
        get {
            if storedTabBarItem == nil { storedTabBarItem = UITabBarItem(title: title, image: nil, tag: 0) }
            return storedTabBarItem
        }
        set { storedTabBarItem = newValue }
    }
    open var splitViewController: UIViewController? { nil }

    /// Shows a controller: pushed when inside a navigation controller, presented otherwise.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}
