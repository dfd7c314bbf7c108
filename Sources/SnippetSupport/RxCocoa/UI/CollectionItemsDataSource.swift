import RxSwift
import UIKit

/// The data source `rx.items` gives a collection view: one section with one item per element of
/// the last sequence bound, each cell made by the factory. Kept as long as the view lives.
final class CollectionItemsDataSource<Element>: NSObject, UICollectionViewDataSource, SectionedViewDataSourceType {
    private(set) var items: [Element] = []
    private let cellFactory: (UICollectionView, Int, Element) -> UICollectionViewCell

    init(cellFactory: @escaping (UICollectionView, Int, Element) -> UICollectionViewCell) {
        self.cellFactory = cellFactory
    }

    /// Shows `elements` in `collectionView` (asking it for its items again).
    func show(_ elements: [Element], in collectionView: UICollectionView) {
        items = elements
        collectionView.reloadData()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellFactory(collectionView, indexPath.item, items[indexPath.item])
    }

    func model(at indexPath: IndexPath) throws -> Any {
        guard indexPath.section == 0, items.indices.contains(indexPath.item) else { throw ModelLookupFailure.noModel(indexPath) }
        return items[indexPath.item]
    }
}

/// The key a collection view's `rx.items` data source is kept under, whatever its element type.
final class CollectionItemsKey {}
