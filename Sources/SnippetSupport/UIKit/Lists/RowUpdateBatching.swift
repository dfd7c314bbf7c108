import Foundation

/// A table or a collection view as told of row (item) changes: one at a time, applied at once,
/// or gathered in a batch and applied once when it ends.
protocol RowUpdateBatching: AnyObject {
    var pendingUpdate: RowUpdate? { get set }
    /// Checks the counts as UIKit does and moves the cells.
    func applyRowUpdate(_ update: RowUpdate)
}

extension RowUpdateBatching {
    /// Runs `updates`, then applies what they told once (an inner batch joins the outer one).
    func performBatch(_ updates: (() -> Void)?) {
        let outer = pendingUpdate == nil
        if outer { pendingUpdate = RowUpdate() }
        updates?()
        if outer, let update = pendingUpdate {
            pendingUpdate = nil
            applyRowUpdate(update)
        }
    }

    /// Adds a change to the open batch, or applies it at once when none is open.
    func record(_ change: (inout RowUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
        } else {
            var update = RowUpdate()
            change(&update)
            applyRowUpdate(update)
        }
    }
}
