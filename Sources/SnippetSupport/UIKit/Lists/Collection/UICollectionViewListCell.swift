import Foundation

/// A cell for list layouts, with a default list content configuration.
open class UICollectionViewListCell: UICollectionViewCell {
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var accessories: [UICellAccessory] = []

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
