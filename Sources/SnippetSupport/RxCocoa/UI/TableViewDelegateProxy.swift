import RxSwift
import UIKit

/// A table view's delegate while `.rx` listens to it (see `ScrollViewDelegateProxy`). Questions
/// the table asks (heights, views, whether to select) get the app delegate's answer, or UIKit's
/// default when it has none.
final class TableViewDelegateProxy: ScrollViewDelegateProxy, UITableViewDelegate {
    let itemSelected = CallFanOut<IndexPath>()
    let itemDeselected = CallFanOut<IndexPath>()
    let accessoryButtonTapped = CallFanOut<IndexPath>()
    let willDisplayCell = CallFanOut<(cell: UITableViewCell, indexPath: IndexPath)>()
    let didEndDisplayingCell = CallFanOut<(cell: UITableViewCell, indexPath: IndexPath)>()

    /// Who answers the table's questions: the app's delegate, or one giving UIKit's defaults.
    private var answering: UITableViewDelegate { forward as? UITableViewDelegate ?? TableDelegateDefaults.shared }
    private var told: UITableViewDelegate? { forward as? UITableViewDelegate }

    deinit {
        for fanOut in [itemSelected, itemDeselected, accessoryButtonTapped] { fanOut.finish() }
        willDisplayCell.finish()
        didEndDisplayingCell.finish()
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        answering.tableView(tableView, heightForRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        answering.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        answering.tableView(tableView, heightForHeaderInSection: section)
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        answering.tableView(tableView, heightForFooterInSection: section)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        answering.tableView(tableView, viewForHeaderInSection: section)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        answering.tableView(tableView, viewForFooterInSection: section)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        willDisplayCell.send((cell, indexPath))
        told?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        didEndDisplayingCell.send((cell, indexPath))
        told?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        answering.tableView(tableView, shouldHighlightRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        told?.tableView(tableView, didHighlightRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        told?.tableView(tableView, didUnhighlightRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        answering.tableView(tableView, willSelectRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        itemSelected.send(indexPath)
        told?.tableView(tableView, didSelectRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        answering.tableView(tableView, willDeselectRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        itemDeselected.send(indexPath)
        told?.tableView(tableView, didDeselectRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        accessoryButtonTapped.send(indexPath)
        told?.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        answering.tableView(tableView, editingStyleForRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        answering.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        answering.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
}

/// A table delegate with nothing of its own: UIKit's default answers.
private final class TableDelegateDefaults: UITableViewDelegate {
    static let shared = TableDelegateDefaults()
}
