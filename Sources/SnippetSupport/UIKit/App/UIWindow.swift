import Foundation

/// The top of a view hierarchy. Showing a window (`makeKeyAndVisible()`, or `isHidden = false`)
/// puts its root view controller's view in it and runs the appearance calls; there is one screen
/// (390 by 844 points) and one key window at a time.
open class UIWindow: UIView {
    /// The window's size when made without a frame (an iPhone's screen, in points).
    static let screenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    open var windowLevel: UIWindow.Level = .normal

    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            replaceRoot(old: oldValue)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        super.isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.isHidden = true
    }

    /// A window the size of the screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIWindow.screenBounds)
    }

    /// Showing the window makes its controllers appear (the root's view is put in it first);
    /// hiding it makes them disappear.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            let appearance = AppearanceTransition(subtree: self, from: !super.isHidden, to: !newValue)
            super.isHidden = newValue
            if !newValue { UIApplication.shared.register(self) }
            layoutIfNeeded()
            appearance.end()
            if !newValue { showRoot() }
        }
    }

    /// Whether this is the app's key window.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindowStorage === self }

    /// Makes this the key window and shows it (root view loaded, laid out, appearance calls).
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    open func makeKey() {
        guard !isKeyWindow else { return }
        let previous = UIApplication.shared.keyWindowStorage
        UIApplication.shared.keyWindowStorage = self
        UIApplication.shared.register(self)
        previous?.resignKey()
        becomeKey()
    }

    open func becomeKey() {}
    open func resignKey() {}

    open override var next: UIResponder? { UIApplication.shared }

    // MARK: Private helpers

    private func replaceRoot(old: UIViewController?) {
        if let old, old.viewIfLoaded?.superview === self { old.view.removeFromSuperview() }
        if !isHidden { showRoot() }
    }

    /// Puts the root controller's view in the window (filling it) if it is not there.
    private func showRoot() {
        guard let root = rootViewController, root.view.superview !== self else { return }
        root.view.frame = bounds
        insertSubview(root.view, at: 0)
    }
}
extension UIWindow {
    /// Where a window sits among others.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }
}
