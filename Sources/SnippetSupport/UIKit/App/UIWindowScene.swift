import Foundation

open class UIWindowScene: UIScene {
    public var windows: [UIWindow] { UIApplication.shared.windows }
}
