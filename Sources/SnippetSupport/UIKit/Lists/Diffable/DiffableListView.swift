import Foundation

/// What a diffable data source needs from the view it feeds — a table or a collection view:
/// its cell type, a full reload, and rearranging the cells it shows after a snapshot is applied.
protocol DiffableListView: AnyObject {
    associatedtype Cell: AnyObject
    func reloadData()
    func rearrangeCells(keeping kept: [IndexPath: IndexPath], reconfigured: Set<IndexPath>)
}

extension UITableView: DiffableListView {
    typealias Cell = UITableViewCell
}

extension UICollectionView: DiffableListView {
    typealias Cell = UICollectionViewCell
}
