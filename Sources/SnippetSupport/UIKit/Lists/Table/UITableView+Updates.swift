import Foundation

// MARK: Telling the table what changed — rows that stay keep their cells

extension UITableView: RowUpdateBatching, CellRearranging {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.inserted.formUnion(indexPaths) }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deleted.formUnion(indexPaths) }
    }

    /// The rows get new cells from the data source (the old ones go back to the pool).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloaded.formUnion(indexPaths) }
    }

    /// The rows are configured again by the data source; with a diffable data source their cells stay.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        reloadRows(at: indexPaths, with: .none)
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { record { $0.changesSections = true } }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { record { $0.changesSections = true } }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { record { $0.changesSections = true } }
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.changesSections = true } }

    /// Runs `updates` (calls to `insertRows`, `deleteRows`…), then updates the rows once; the
    /// completion is called at once with true (there is no animation).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch(updates)
        completion?(true)
    }

    public func beginUpdates() {
        if pendingUpdate == nil { pendingUpdate = RowUpdate() }
        batchDepth += 1
    }

    public func endUpdates() {
        batchDepth = max(0, batchDepth - 1)
        guard batchDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        applyRowUpdate(update)
    }

    /// Works out which old row each new row is, checks the counts as UIKit does, and moves the cells.
    func applyRowUpdate(_ update: RowUpdate) {
        guard let old = storedGeometry, !update.changesSections else {
            let selection = selectedRows
            setNeedsReload()
            selectedRows = selection.filter { geometry.contains($0) }
            return
        }
        storedGeometry = nil
        let new = geometry
        let kept = update.kept(before: old.sections.map(\.rowCount), after: new.sections.map(\.rowCount), in: "UITableView", rows: "rows")
        rearrangeCells(keeping: kept)
    }

    /// After the data changed: cells of rows that stay go with their row (new → old in `kept`),
    /// the others go back to the pool, the selection follows its rows, and rows are shown again.
    /// Rows in `reconfigured` are asked for again, and `dequeueReusableCell` hands them their own cell.
    func rearrangeCells(keeping kept: [IndexPath: IndexPath], reconfigured: Set<IndexPath> = []) {
        let newOfOld = Dictionary(kept.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        selectedRows = selectedRows.compactMap { newOfOld[$0] }
        storedGeometry = nil
        for view in sectionViews.values.compactMap({ $0 }) {
            view.removeFromSuperview()
            if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
                headerFooterPool.put(reusable, for: identifier)
            }
        }
        sectionViews = [:]
        shownHeaders = [:]
        shownFooters = [:]
        guard hasShownRows, !needsFullReload else { return setNeedsLayout() }
        carryShownCells(along: newOfOld)
        showVisibleRows()
        guard let dataSource else { return }
        reconfigureCells(at: reconfigured) { dataSource.tableView(self, cellForRowAt: $0) }
    }

    // MARK: CellRearranging

    func showSelection(of cell: UITableViewCell, at indexPath: IndexPath) {
        cell.setSelectedByTable(selectedRows.contains(indexPath))
    }

    func letGo(_ cell: UITableViewCell, from indexPath: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { cellPool.put(cell, for: identifier) }
    }

    func display(_ given: UITableViewCell, insteadOf cell: UITableViewCell, at indexPath: IndexPath) {
        given.frame = rectForRow(at: indexPath)
        given.setSelectedByTable(selectedRows.contains(indexPath))
        addSubview(given)
        shownCells[indexPath] = given
        tableDelegate?.tableView(self, willDisplay: given, forRowAt: indexPath)
    }
}
