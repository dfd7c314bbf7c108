import Foundation

/// What a controller shows in the navigation bar: a title and bar button items.
open class UINavigationItem: NSObject {
    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var backButtonTitle: String?
    open var backBarButtonItem: UIBarButtonItem?
    open var hidesBackButton = false
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var hidesSearchBarWhenScrolling = true

    public init(title: String) {
        self.title = title
        super.init()
    }

    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }
}
