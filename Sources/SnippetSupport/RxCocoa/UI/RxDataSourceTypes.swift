@_spi(SitegenInternal) import RxSwift
import UIKit

/// A table data source that takes its data from an observable's events, for
/// `rx.items(dataSource:)` (what RxDataSources' data sources are).
public protocol RxTableViewDataSourceType {
    /// What the bound observable sends.
    associatedtype Element

    /// Told each event of the bound observable, on the main thread; it updates itself and the table.
    func tableView(_ tableView: UITableView, observedEvent: Event<Element>)
}

/// A collection data source that takes its data from an observable's events, for
/// `rx.items(dataSource:)`.
public protocol RxCollectionViewDataSourceType {
    /// What the bound observable sends.
    associatedtype Element

    /// Told each event of the bound observable, on the main thread; it updates itself and the view.
    func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Element>)
}

extension Reactive where Base: UITableView {
    /// Makes `dataSource` the table's data source (kept as long as the table lives) and tells it
    /// every value of the observable bound next: `sections.bind(to: tableView.rx.items(dataSource: dataSource))`.
    public func items<DataSource: RxTableViewDataSourceType & UITableViewDataSource, Source: ObservableType>(dataSource: DataSource) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
        { source in
            let table: UITableView = self.base
            table.setAttachment(dataSource, as: TableItemsKey.self)
            table.dataSource = dataSource
            return source.subscribe(eventsOnMain(for: table) { table, event in dataSource.tableView(table, observedEvent: event) })
        }
    }
}

extension Reactive where Base: UICollectionView {
    /// Makes `dataSource` the collection's data source (kept as long as the view lives) and tells
    /// it every value of the observable bound next.
    public func items<DataSource: RxCollectionViewDataSourceType & UICollectionViewDataSource, Source: ObservableType>(dataSource: DataSource) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
        { source in
            let collection: UICollectionView = self.base
            collection.setAttachment(dataSource, as: CollectionItemsKey.self)
            collection.dataSource = dataSource
            return source.subscribe(eventsOnMain(for: collection) { collection, event in dataSource.collectionView(collection, observedEvent: event) })
        }
    }
}

/// An observer passing values and completion to `tell` on the main scheduler while `view` lives;
/// an error stops the program, as a failed binding does.
private func eventsOnMain<View: AnyObject, Element>(for view: View, _ tell: @escaping (View, Event<Element>) -> Void) -> AnyObserver<Element> {
    weak let held = view
    let scheduler = MainScheduler()
    return AnyObserver { event in
        if let error = event.error { stopOnBrokenContract("Binding error to UI: \(error)") }
        _ = scheduler.schedule(event) { event in
            if let view = held { tell(view, event) }
            return Disposables.create()
        }
    }
}
