import Foundation

/// The content of a list cell, header or footer: text, secondary text and an image.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    public init() {}

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration() }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }

    public struct TextProperties: Hashable {
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        public var color: UIColor = .label
        public var numberOfLines = 0
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontSizeToFitWidth = false
        public var adjustsFontForContentSizeCategory = true
        public init() {}

        public enum TextAlignment: Int, Hashable { case natural, center, justified }
    }

    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public init() {}

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.tintColor == rhs.tintColor && lhs.cornerRadius == rhs.cornerRadius && lhs.maximumSize == rhs.maximumSize
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(cornerRadius) }
    }
}
