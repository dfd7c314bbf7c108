import Foundation

/// How a section's items scroll across the main direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// What a section provider is told: the container's size.
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

struct LayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets = NSDirectionalEdgeInsets()
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer
    var traitCollection: UITraitCollection { UITraitCollection.current }
}

/// A section of a compositional layout: its group repeated for the section's items, one below
/// the other (or side by side with orthogonal scrolling), with insets, spacing, header and footer.
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets()
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var supplementariesFollowContentInsets = true
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    open var visibleItemsInvalidationHandler: (([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void)?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A list section: full-width rows (44 points here), with a header when the configuration asks.
    open class func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

public enum UIContentInsetsReference: Int {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// An item on screen, as a section's invalidation handler sees it (declared; never called here).
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var frame: CGRect { get }
    var indexPath: IndexPath { get }
    var alpha: CGFloat { get set }
}

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
