import Foundation

extension UIButton {
    /// How a button looks (iOS 15's `UIButton.Configuration`), kept as values; nothing is drawn.
    public struct Configuration: Hashable {
        public enum CornerStyle: Int, Hashable, Sendable { case dynamic, fixed, small, medium, large, capsule }
        public enum Size: Int, Hashable, Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Int, Hashable, Sendable { case automatic, leading, center, trailing }

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        public var image: UIImage?
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var titleAlignment: TitleAlignment = .automatic
        public var showsActivityIndicator = false

        let style: String

        init(style: String) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: "plain") }
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        public static func gray() -> Configuration { Configuration(style: "gray") }
        public static func filled() -> Configuration { Configuration(style: "filled") }
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }

        public func updated(for button: UIButton) -> Configuration { self }
    }
}
