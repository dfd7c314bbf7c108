import Foundation

/// The environment's traits. Headless there is one: light appearance, scale 1, compact width.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let displayScale: CGFloat

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = 1
        super.init()
    }

    public override convenience init() { self.init(userInterfaceStyle: .light) }

    public class var current: UITraitCollection { UITraitCollection() }
}
