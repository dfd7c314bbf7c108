import Foundation

/// The bar at the top of a navigation controller (kept as values; nothing is drawn).
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}
