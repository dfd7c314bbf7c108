import RxSwift
import UIKit

extension Reactive where Base: UITableView {
    /// Binds sequences of elements to the table's rows, one row per element, each cell dequeued
    /// with `cellIdentifier` (registered beforehand) and configured by the closure given next:
    ///
    ///     items.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: Cell.self)) { row, element, cell in … }
    ///
    /// Each new sequence reloads the table. The table's data source becomes one of `.rx`'s.
    public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(cellIdentifier: String, cellType: Cell.Type = Cell.self) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable where Source.Element == Sequence {
        { source in
            { configureCell in
                let makeCell: (UITableView, Int, Sequence.Element) -> UITableViewCell = { tableView, row, element in
                    let dequeued = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: IndexPath(row: row, section: 0))
                    guard let cell = dequeued as? Cell else {
                        fatalError("The cell registered for \"\(cellIdentifier)\" is a \(type(of: dequeued)), not a \(Cell.self).")
                    }
                    configureCell(row, element, cell)
                    return cell
                }
                return self.items(source)(makeCell)
            }
        }
    }

    /// Binds sequences of elements to the table's rows, one row per element, each cell made by
    /// the factory given next (which dequeues it):
    ///
    ///     items.bind(to: tableView.rx.items) { tableView, row, element in … return cell }
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source) -> (_ cellFactory: @escaping (UITableView, Int, Sequence.Element) -> UITableViewCell) -> Disposable where Source.Element == Sequence {
        { cellFactory in
            let dataSource = TableItemsDataSource<Sequence.Element>(cellFactory: cellFactory)
            let table: UITableView = self.base
            table.setAttachment(dataSource, as: TableItemsKey.self)
            table.dataSource = dataSource
            return dataSource.bind(source, to: table)
        }
    }

    /// The row the user selected (`tableView(_:didSelectRowAt:)`).
    public var itemSelected: ControlEvent<IndexPath> {
        delegateEvent { $0.table?.itemSelected }
    }

    /// The row the user deselected (`tableView(_:didDeselectRowAt:)`).
    public var itemDeselected: ControlEvent<IndexPath> {
        delegateEvent { $0.table?.itemDeselected }
    }

    /// The row whose accessory button the user tapped.
    public var itemAccessoryButtonTapped: ControlEvent<IndexPath> {
        delegateEvent { $0.table?.accessoryButtonTapped }
    }

    /// A cell about to be shown, with its row.
    public var willDisplayCell: ControlEvent<(cell: UITableViewCell, indexPath: IndexPath)> {
        delegateEvent { $0.table?.willDisplayCell }
    }

    /// A cell no longer shown, with the row it showed.
    public var didEndDisplayingCell: ControlEvent<(cell: UITableViewCell, indexPath: IndexPath)> {
        delegateEvent { $0.table?.didEndDisplayingCell }
    }

    /// The model of the row the user selected, from the data source `rx.items` set.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        models(at: itemSelected) { $0.dataSource }
    }

    /// The model of the row the user deselected.
    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        models(at: itemDeselected) { $0.dataSource }
    }

    /// The model shown at `indexPath` by the data source `rx.items` set.
    public func model<T>(at indexPath: IndexPath) throws -> T {
        try lookUpModel(in: base.dataSource, at: indexPath)
    }
}

extension ScrollViewDelegateProxy {
    /// This proxy as a table view's.
    var table: TableViewDelegateProxy? { self as? TableViewDelegateProxy }
}

extension Reactive where Base: UIScrollView {
    /// A delegate event only some proxies have (a table's): none when this one has not.
    func delegateEvent<Value>(_ calls: @escaping (ScrollViewDelegateProxy) -> CallFanOut<Value>?) -> ControlEvent<Value> {
        ControlEvent(events: Observable<Value>.deferred { [weak scrollView = base] in
            guard let scrollView, let fanOut = calls(ScrollViewDelegateProxy.installed(on: scrollView)) else { return .empty() }
            return fanOut.observable
        })
    }
}
