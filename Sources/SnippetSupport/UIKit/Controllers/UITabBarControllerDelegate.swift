import Foundation

/// What a tab bar controller tells its delegate (UIKit's optional methods, with defaults).
#if SITEGEN_SWIFT6
@MainActor
#endif
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
