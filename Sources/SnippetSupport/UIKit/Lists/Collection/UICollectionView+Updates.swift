import Foundation

// MARK: Telling the collection view what changed — items that stay keep their cells

extension UICollectionView: RowUpdateBatching, CellRearranging {
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.inserted.formUnion(indexPaths) } }
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deleted.formUnion(indexPaths) } }
    /// The items get new cells from the data source (the old ones go back to the pool).
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloaded.formUnion(indexPaths) } }
    public func reconfigureItems(at indexPaths: [IndexPath]) { reloadItems(at: indexPaths) }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.moves.append((indexPath, newIndexPath)) } }
    public func insertSections(_ sections: IndexSet) { record { $0.changesSections = true } }
    public func deleteSections(_ sections: IndexSet) { record { $0.changesSections = true } }
    public func reloadSections(_ sections: IndexSet) { record { $0.changesSections = true } }
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.changesSections = true } }

    /// Runs `updates`, then updates the items once; `completion` is called at once with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch(updates)
        completion?(true)
    }

    func applyRowUpdate(_ update: RowUpdate) {
        guard let before = storedCounts, !update.changesSections else {
            let selection = selectedItems
            setNeedsReload()
            selectedItems = selection.filter { contains($0) }
            return
        }
        storedCounts = nil
        let kept = update.kept(before: before, after: countsIfNeeded(), in: "UICollectionView", rows: "items")
        rearrangeCells(keeping: kept)
    }

    /// After the data changed: cells of items that stay go with their item (new → old in `kept`),
    /// the others go back to the pool, the selection follows its items, and items are shown again.
    /// Items in `reconfigured` are asked for again, and `dequeueReusableCell` hands them their own cell.
    func rearrangeCells(keeping kept: [IndexPath: IndexPath], reconfigured: Set<IndexPath> = []) {
        let newOfOld = Dictionary(kept.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        selectedItems = selectedItems.compactMap { newOfOld[$0] }
        storedCounts = nil
        collectionViewLayout.isPrepared = false
        for (key, view) in shownSupplementaries.sorted(by: { $0.key < $1.key }) { retire(view, at: key) }
        guard hasShownItems, !needsFullReload else { return setNeedsLayout() }
        carryShownCells(along: newOfOld)
        showVisibleItems()
        guard let dataSource else { return }
        reconfigureCells(at: reconfigured) { dataSource.collectionView(self, cellForItemAt: $0) }
    }

    // MARK: CellRearranging

    func showSelection(of cell: UICollectionViewCell, at indexPath: IndexPath) {
        if cell.isSelected != selectedItems.contains(indexPath) { cell.isSelected = selectedItems.contains(indexPath) }
    }

    func letGo(_ cell: UICollectionViewCell, from indexPath: IndexPath) {
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let identifier = cell.reuseIdentifier { cellPool.put(cell, for: identifier) }
    }

    func display(_ given: UICollectionViewCell, insteadOf cell: UICollectionViewCell, at indexPath: IndexPath) {
        given.frame = layoutAttributesForItem(at: indexPath)?.frame ?? cell.frame
        given.isSelected = selectedItems.contains(indexPath)
        addSubview(given)
        shownCells[indexPath] = given
        collectionDelegate?.collectionView(self, willDisplay: given, forItemAt: indexPath)
    }
}
