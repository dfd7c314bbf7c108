import Foundation

/// The bar of tabs (kept as values; nothing is drawn).
open class UITabBar: UIView {
    open var items: [UITabBarItem]?
    open weak var selectedItem: UITabBarItem?
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
}
