import Foundation

// MARK: Selection by code — the delegate is not told (UIKit tells it of the user's taps only)

extension UICollectionView {
    /// The selected items, in the order they were selected, or nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

    /// Selects an item (nil: clears the selection), scrolling it to `scrollPosition`. Without
    /// multiple selection the other items are deselected. The delegate is not told.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        guard allowsSelection, contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        shownCells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item. The delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        if shownCells[indexPath]?.isSelected == true { shownCells[indexPath]?.isSelected = false }
    }
}

// MARK: The user's tap — sitegen's own addition, not UIKit API

extension UICollectionView {
    /// sitegen only (not UIKit): plays the user's tap on an item, as UIKit handles a real one:
    /// `shouldHighlightItemAt` (then `didHighlightItemAt`, `didUnhighlightItemAt`); then, for an
    /// item not selected (or any item without multiple selection), `shouldSelectItemAt` — false
    /// refuses —, the previously selected item's `shouldDeselectItemAt`/`didDeselectItemAt`, the
    /// selection and `didSelectItemAt`; with multiple selection a selected item is deselected
    /// instead (`shouldDeselectItemAt`, `didDeselectItemAt`). Nothing happens when selection is not
    /// allowed or the item does not exist; the item need not be visible.
    public func simulateTap(at indexPath: IndexPath) {
        let allowed = isEditing ? allowsSelectionDuringEditing : allowsSelection
        guard allowed, contains(indexPath) else { return }
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        shownCells[indexPath]?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        shownCells[indexPath]?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if multiple, selectedItems.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !multiple {
            for item in selectedItems where item != indexPath { userDeselect(item) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        shownCells[indexPath]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
        deselectItem(at: indexPath, animated: false)
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }
}
