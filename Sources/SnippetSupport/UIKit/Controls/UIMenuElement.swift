import Foundation

/// An element of a menu (the base of `UIAction`).
open class UIMenuElement: NSObject {
    public let title: String
    public let image: UIImage?
    public var subtitle: String?

    init(title: String, image: UIImage?, subtitle: String?) {
        self.title = title
        self.image = image
        self.subtitle = subtitle
        super.init()
    }

    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    public enum State: Int, Sendable {
        case off, on, mixed
    }
}
