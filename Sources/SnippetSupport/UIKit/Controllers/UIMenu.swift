import Foundation

/// A menu of actions (kept; menus are not shown).
open class UIMenu: UIMenuElement {
    public let children: [UIMenuElement]

    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image, subtitle: nil)
    }
}
