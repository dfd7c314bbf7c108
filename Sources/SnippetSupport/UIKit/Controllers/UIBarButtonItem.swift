import Foundation

/// A button in a bar (kept as values; a bar is not drawn, so a snippet cannot tap it).
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable { case plain, bordered, done }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }

    open var title: String?
    open var image: UIImage?
    open var style: UIBarButtonItem.Style = .plain
    open var isEnabled = true
    open var tintColor: UIColor?
    open var primaryAction: UIAction?
    open var customView: UIView?
    open var tag = 0
    public private(set) var systemItem: SystemItem?

    public override init() {
        super.init()
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
}
