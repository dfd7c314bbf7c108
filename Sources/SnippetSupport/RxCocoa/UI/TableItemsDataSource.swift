import RxSwift
import UIKit

/// The data source `rx.items` gives a table: one section with one row per element of the last
/// sequence bound, each cell made by the factory. Kept as long as the table lives.
final class TableItemsDataSource<Element>: NSObject, UITableViewDataSource, SectionedViewDataSourceType {
    private(set) var items: [Element] = []
    private let cellFactory: (UITableView, Int, Element) -> UITableViewCell

    init(cellFactory: @escaping (UITableView, Int, Element) -> UITableViewCell) {
        self.cellFactory = cellFactory
    }

    /// Shows `elements` in `tableView` (asking it for its rows again).
    func show(_ elements: [Element], in tableView: UITableView) {
        items = elements
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellFactory(tableView, indexPath.row, items[indexPath.row])
    }

    func model(at indexPath: IndexPath) throws -> Any {
        guard indexPath.section == 0, items.indices.contains(indexPath.row) else { throw ModelLookupFailure.noModel(indexPath) }
        return items[indexPath.row]
    }
}

/// The key a table's `rx.items` data source is kept under, whatever its element type.
final class TableItemsKey {}
