import RxSwift
import UIKit

/// A table or a collection view, as `rx.items` data sources see it: a view asked for its cells again.
protocol ReloadableListView: AnyObject {
    func reloadData()
}

extension UITableView: ReloadableListView {}
extension UICollectionView: ReloadableListView {}

/// What the data sources `rx.items` gives a table and a collection view share: one section with
/// one row or item per element of the last sequence bound, each cell made by the factory.
/// The subclasses only answer their view's data source questions with it.
class ItemsDataSource<View: ReloadableListView, Cell, Element>: NSObject, SectionedViewDataSourceType {
    private(set) var items: [Element] = []
    private let cellFactory: (View, Int, Element) -> Cell

    init(cellFactory: @escaping (View, Int, Element) -> Cell) {
        self.cellFactory = cellFactory
    }

    /// Shows `elements` in `view` (asking it for its cells again).
    func show(_ elements: [Element], in view: View) {
        items = elements
        view.reloadData()
    }

    /// Shows each array `source` sends in `view`, as long as the subscription lasts.
    func bind<Source: ObservableType>(_ source: Source, to view: View) -> Disposable
    where Source.Element: Sequence, Source.Element.Element == Element {
        let shown = Binder(view) { view, elements in self.show(elements, in: view) }
        return source.map { Array($0) }.subscribe(shown)
    }

    /// The cell the factory makes for the element at `index` of the one section.
    func cell(in view: View, at index: Int) -> Cell {
        cellFactory(view, index, items[index])
    }

    func model(at indexPath: IndexPath) throws -> Any {
        // An index path's `row` and `item` are the same index.
        guard indexPath.section == 0, items.indices.contains(indexPath.item) else { throw ModelLookupFailure.noModel(indexPath) }
        return items[indexPath.item]
    }
}
