import Foundation

/// A tab's title, image and badge.
open class UITabBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
    open var tag = 0
    open var isEnabled = true

    public override init() {
        super.init()
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
