import Foundation

// MARK: Selection by code — the delegate is not told (UIKit tells it of the user's taps only)

extension UITableView {
    /// The selected row (the first selected, when several are), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects a row (nil: clears the selection), scrolling it to `scrollPosition`. Without
    /// multiple selection the other rows are deselected. The delegate is not told.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard geometry.contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        shownCells[indexPath]?.setSelectedByTable(true)
        if scrollPosition != .none, let rect = geometry.rect(forRow: indexPath, width: bounds.width) {
            scroll(toShow: rect, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects a row. The delegate is not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        shownCells[indexPath]?.setSelectedByTable(false)
    }
}

// MARK: The user's tap — sitegen's own addition, not UIKit API

extension UITableView {
    /// sitegen only (not UIKit): plays the user's tap on a row, as UIKit handles a real one:
    /// `shouldHighlightRowAt` (then `didHighlightRowAt`, `didUnhighlightRowAt`), then for a row
    /// not selected (or any row without multiple selection) `willSelectRowAt` — which may pick
    /// another row or nil to refuse —, the previously selected row's `willDeselectRowAt`/
    /// `didDeselectRowAt`, the selection, and `didSelectRowAt`. With multiple selection a selected
    /// row is deselected instead (`willDeselectRowAt`, `didDeselectRowAt`). Nothing happens when
    /// selection is not allowed or the row does not exist; the row need not be visible.
    public func simulateTap(at indexPath: IndexPath) {
        let allowed = isEditing ? allowsSelectionDuringEditing : allowsSelection
        guard allowed, geometry.contains(indexPath) else { return }
        let delegate = tableDelegate
        if delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true {
            shownCells[indexPath]?.setHighlighted(true, animated: false)
            delegate?.tableView(self, didHighlightRowAt: indexPath)
            shownCells[indexPath]?.setHighlighted(false, animated: false)
            delegate?.tableView(self, didUnhighlightRowAt: indexPath)
        } else {
            return
        }
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if multiple, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        let proposed: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = proposed, geometry.contains(target) else { return }
        if !multiple {
            for row in selectedRows where row != target { userDeselect(row) }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        shownCells[target]?.setSelectedByTable(true)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// sitegen only (not UIKit): plays the user's tap on a row's accessory button.
    public func simulateAccessoryTap(at indexPath: IndexPath) {
        guard geometry.contains(indexPath) else { return }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let proposed: IndexPath? = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target = proposed else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
