import RxSwift
import UIKit

extension Reactive where Base: UICollectionView {
    /// Binds sequences of elements to the collection's items, one item per element, each cell
    /// dequeued with `cellIdentifier` (registered beforehand) and configured by the closure given
    /// next: `items.bind(to: collectionView.rx.items(cellIdentifier: "Cell", cellType: Cell.self)) { item, element, cell in … }`.
    /// Each new sequence reloads the collection.
    public func items<Sequence: Swift.Sequence, Cell: UICollectionViewCell, Source: ObservableType>(cellIdentifier: String, cellType: Cell.Type = Cell.self) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable where Source.Element == Sequence {
        { source in
            { configureCell in
                let makeCell: (UICollectionView, Int, Sequence.Element) -> UICollectionViewCell = { collectionView, item, element in
                    let dequeued = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: IndexPath(item: item, section: 0))
                    guard let cell = dequeued as? Cell else {
                        fatalError("The cell registered for \"\(cellIdentifier)\" is a \(type(of: dequeued)), not a \(Cell.self).")
                    }
                    configureCell(item, element, cell)
                    return cell
                }
                return self.items(source)(makeCell)
            }
        }
    }

    /// Binds sequences of elements to the collection's items, each cell made by the factory given
    /// next: `items.bind(to: collectionView.rx.items) { collectionView, item, element in … return cell }`.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source) -> (_ cellFactory: @escaping (UICollectionView, Int, Sequence.Element) -> UICollectionViewCell) -> Disposable where Source.Element == Sequence {
        { cellFactory in
            let dataSource = CollectionItemsDataSource<Sequence.Element>(cellFactory: cellFactory)
            let collection: UICollectionView = self.base
            collection.setAttachment(dataSource, as: CollectionItemsKey.self)
            collection.dataSource = dataSource
            return dataSource.bind(source, to: collection)
        }
    }

    /// The item the user selected (`collectionView(_:didSelectItemAt:)`).
    public var itemSelected: ControlEvent<IndexPath> {
        delegateEvent { $0.collection?.itemSelected }
    }

    /// The item the user deselected (`collectionView(_:didDeselectItemAt:)`).
    public var itemDeselected: ControlEvent<IndexPath> {
        delegateEvent { $0.collection?.itemDeselected }
    }

    /// A cell about to be shown, with its index path.
    public var willDisplayCell: ControlEvent<(cell: UICollectionViewCell, at: IndexPath)> {
        delegateEvent { $0.collection?.willDisplayCell }
    }

    /// A cell no longer shown, with the index path it showed.
    public var didEndDisplayingCell: ControlEvent<(cell: UICollectionViewCell, at: IndexPath)> {
        delegateEvent { $0.collection?.didEndDisplayingCell }
    }

    /// The model of the item the user selected, from the data source `rx.items` set.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        models(at: itemSelected) { $0.dataSource }
    }

    /// The model of the item the user deselected.
    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        models(at: itemDeselected) { $0.dataSource }
    }

    /// The model shown at `indexPath` by the data source `rx.items` set.
    public func model<T>(at indexPath: IndexPath) throws -> T {
        try lookUpModel(in: base.dataSource, at: indexPath)
    }
}
