import Foundation

/// Row changes told to a table (by `insertRows`, `deleteRows`… or gathered in `performBatchUpdates`):
/// deletions and reloads name rows before the change, insertions rows after it, as in UIKit.
struct TableRowUpdate {
    var deleted: Set<IndexPath> = []
    var inserted: Set<IndexPath> = []
    var reloaded: Set<IndexPath> = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var changesSections = false
}

// MARK: Telling the table what changed — rows that stay keep their cells

extension UITableView {
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
        let outer = pendingUpdate == nil
        if outer { pendingUpdate = TableRowUpdate() }
        updates?()
        if outer, let update = pendingUpdate {
            pendingUpdate = nil
            apply(update)
        }
        completion?(true)
    }

    public func beginUpdates() {
        if pendingUpdate == nil { pendingUpdate = TableRowUpdate() }
        batchDepth += 1
    }

    public func endUpdates() {
        batchDepth = max(0, batchDepth - 1)
        guard batchDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        apply(update)
    }

    private func record(_ change: (inout TableRowUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
        } else {
            var update = TableRowUpdate()
            change(&update)
            apply(update)
        }
    }

    /// Works out which old row each new row is, checks the counts as UIKit does, and moves the cells.
    private func apply(_ update: TableRowUpdate) {
        guard let old = storedGeometry, !update.changesSections else {
            let selection = selectedRows
            setNeedsReload()
            selectedRows = selection.filter { geometry.contains($0) }
            return
        }
        storedGeometry = nil
        let new = geometry
        guard old.sections.count == new.sections.count else {
            fatalError("UITableView: invalid update: the number of sections changed from \(old.sections.count) to \(new.sections.count) without insertSections or deleteSections")
        }
        var kept: [IndexPath: IndexPath] = [:]
        for s in new.sections.indices {
            let movedOut = update.moves.filter { $0.from.section == s }.map(\.from)
            let movedIn = update.moves.filter { $0.to.section == s }.map(\.to)
            let deleted = update.deleted.filter { $0.section == s }
            let inserted = update.inserted.filter { $0.section == s }
            let before = old.sections[s].rowCount, after = new.sections[s].rowCount
            guard after == before + inserted.count - deleted.count + movedIn.count - movedOut.count else {
                fatalError("UITableView: invalid update: invalid number of rows in section \(s). The number of rows in the section after the update (\(after)) must be equal to the number before the update (\(before)), plus or minus the number of rows inserted or deleted (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of rows moved into or out of the section (\(movedIn.count) moved in, \(movedOut.count) moved out)")
            }
            var staying = (0..<before).map { IndexPath(row: $0, section: s) }
                .filter { !deleted.contains($0) && !movedOut.contains($0) }.makeIterator()
            for row in 0..<after {
                let now = IndexPath(row: row, section: s)
                guard !inserted.contains(now), !movedIn.contains(now), let was = staying.next() else { continue }
                if !update.reloaded.contains(was) { kept[now] = was }
            }
        }
        for move in update.moves { kept[move.to] = move.from }
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
        let before = shownCells
        shownCells = [:]
        for (was, cell) in before.sorted(by: { $0.key < $1.key }) {
            if let now = newOfOld[was] {
                shownCells[now] = cell
                cell.setSelectedByTable(selectedRows.contains(now))
            } else {
                cell.removeFromSuperview()
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: was)
                if let identifier = cell.reuseIdentifier { cellPool.put(cell, for: identifier) }
            }
        }
        showVisibleRows()
        guard let dataSource else { return }
        for indexPath in reconfigured.sorted() {
            guard let cell = shownCells[indexPath] else { continue }
            cellsBeingReconfigured[indexPath] = cell
            let given = dataSource.tableView(self, cellForRowAt: indexPath)
            cellsBeingReconfigured[indexPath] = nil
            if given !== cell {
                retire(cell, at: indexPath)
                given.frame = rectForRow(at: indexPath)
                given.setSelectedByTable(selectedRows.contains(indexPath))
                addSubview(given)
                shownCells[indexPath] = given
                tableDelegate?.tableView(self, willDisplay: given, forRowAt: indexPath)
            }
        }
    }
}
