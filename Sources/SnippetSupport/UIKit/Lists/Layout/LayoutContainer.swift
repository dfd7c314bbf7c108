import Foundation

struct LayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets = NSDirectionalEdgeInsets()
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}
