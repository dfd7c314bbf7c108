import Foundation

/// The app: its windows and its key window. `UIApplication.shared` exists from the start; there
/// is no app delegate or run loop of its own (a snippet's top-level code is the app).
open class UIApplication: UIResponder {
#if SITEGEN_SWIFT6
    public static let shared = UIApplication()
#else
    nonisolated(unsafe) public static let shared = UIApplication()
#endif

    weak var keyWindowStorage: UIWindow?
    private var windowReferences: [WeakWindow] = []

    override init() {
        super.init()
    }

    /// The app's windows that are still alive, in the order they were first shown or made key.
    open var windows: [UIWindow] { windowReferences.compactMap(\.window) }

    /// The key window (`makeKeyAndVisible()` makes one).
    open var keyWindow: UIWindow? { keyWindowStorage }

    open var applicationState: UIApplication.State { .active }
    open var isIdleTimerDisabled = false
    open var applicationIconBadgeNumber = 0

    /// Opening URLs is not possible headless: the completion is told `false`.
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    open func canOpenURL(_ url: URL) -> Bool { false }

    func register(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil }
        if !windowReferences.contains(where: { $0.window === window }) {
            windowReferences.append(WeakWindow(window: window))
        }
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}

extension UIApplication {
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
