import RxSwift
import UIKit

/// The data source `rx.items` gives a collection view: one section with one item per element of
/// the last sequence bound, each cell made by the factory. Kept as long as the view lives.
final class CollectionItemsDataSource<Element>: ItemsDataSource<UICollectionView, UICollectionViewCell, Element>, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cell(in: collectionView, at: indexPath.item)
    }
}
