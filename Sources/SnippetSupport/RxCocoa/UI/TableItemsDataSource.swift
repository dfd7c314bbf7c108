import RxSwift
import UIKit

/// The data source `rx.items` gives a table: one section with one row per element of the last
/// sequence bound, each cell made by the factory. Kept as long as the table lives.
final class TableItemsDataSource<Element>: ItemsDataSource<UITableView, UITableViewCell, Element>, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cell(in: tableView, at: indexPath.row)
    }
}
