import Foundation

/// A scene of the app (declared for `UIWindow(windowScene:)`; there is one screen).
open class UIScene: UIResponder {}
