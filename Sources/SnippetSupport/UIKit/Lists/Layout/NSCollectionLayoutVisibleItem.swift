import Foundation

/// An item on screen, as a section's invalidation handler sees it (declared; never called here).
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var frame: CGRect { get }
    var indexPath: IndexPath { get }
    var alpha: CGFloat { get set }
}
