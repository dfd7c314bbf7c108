import Foundation

/// A list layout's look.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int { case none, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var backgroundColor: UIColor?
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?

    public init(appearance: Appearance) { self.appearance = appearance }
}
