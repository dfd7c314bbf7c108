import Foundation

/// A cell's background, declared so code setting it compiles (nothing is drawn).
public struct UIBackgroundConfiguration {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets()
    public var customView: UIView?

    public init() {}
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
