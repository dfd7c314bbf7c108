import Foundation

/// A table or a collection view as moving its cells after its data changed sees it: the cells it
/// shows by index path, and what it does to a cell that stays, one that goes, and one that
/// replaces another.
protocol CellRearranging: UIView {
    associatedtype Cell: UIView
    var shownCells: [IndexPath: Cell] { get set }
    var cellsBeingReconfigured: [IndexPath: Cell] { get set }

    /// A cell that stays, now at `indexPath`: it shows whether that is selected.
    func showSelection(of cell: Cell, at indexPath: IndexPath)
    /// A cell whose item is gone: off screen, the delegate told, back in the pool (`shownCells` is
    /// being rebuilt, so it is not touched).
    func letGo(_ cell: Cell, from indexPath: IndexPath)
    /// A cell leaving the screen while the others stay.
    func retire(_ cell: Cell, at indexPath: IndexPath)
    /// Shows `given` at `indexPath` (in `shownCells`) where `cell` was.
    func display(_ given: Cell, insteadOf cell: Cell, at indexPath: IndexPath)
}

extension CellRearranging {
    /// Moves the shown cells along with their items (new index path → old in `newOfOld`) and lets
    /// the others go, in the order of their old index paths.
    func carryShownCells(along newOfOld: [IndexPath: IndexPath]) {
        let before = shownCells
        shownCells = [:]
        for (was, cell) in before.sorted(by: { $0.key < $1.key }) {
            if let now = newOfOld[was] {
                shownCells[now] = cell
                showSelection(of: cell, at: now)
            } else {
                letGo(cell, from: was)
            }
        }
    }

    /// Asks for the shown cells at `reconfigured` again through `cellAt` (the data source), which
    /// hands each its own cell when it dequeues one; a different cell given replaces it.
    func reconfigureCells(at reconfigured: Set<IndexPath>, asking cellAt: (IndexPath) -> Cell) {
        for indexPath in reconfigured.sorted() {
            guard let cell = shownCells[indexPath] else { continue }
            cellsBeingReconfigured[indexPath] = cell
            let given = cellAt(indexPath)
            cellsBeingReconfigured[indexPath] = nil
            if given !== cell {
                retire(cell, at: indexPath)
                display(given, insteadOf: cell, at: indexPath)
            }
        }
    }
}
