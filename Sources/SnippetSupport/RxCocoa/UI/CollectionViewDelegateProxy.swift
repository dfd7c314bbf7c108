import RxSwift
import UIKit

/// A collection view's delegate while `.rx` listens to it (see `ScrollViewDelegateProxy`). It is
/// a flow layout delegate too, so the layout's questions (sizes, insets, spacing) get the app
/// delegate's answer, or the layout's own values when it has none.
final class CollectionViewDelegateProxy: ScrollViewDelegateProxy, UICollectionViewDelegateFlowLayout {
    let itemSelected = CallFanOut<IndexPath>()
    let itemDeselected = CallFanOut<IndexPath>()
    let willDisplayCell = CallFanOut<(cell: UICollectionViewCell, at: IndexPath)>()
    let didEndDisplayingCell = CallFanOut<(cell: UICollectionViewCell, at: IndexPath)>()

    private var told: UICollectionViewDelegate? { forward as? UICollectionViewDelegate }
    private var answering: UICollectionViewDelegate { told ?? CollectionDelegateDefaults.shared }
    private var layoutAnswering: UICollectionViewDelegateFlowLayout { forward as? UICollectionViewDelegateFlowLayout ?? CollectionDelegateDefaults.shared }

    deinit {
        itemSelected.finish()
        itemDeselected.finish()
        willDisplayCell.finish()
        didEndDisplayingCell.finish()
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        answering.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        told?.collectionView(collectionView, didHighlightItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        told?.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        answering.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        itemSelected.send(indexPath)
        told?.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        answering.collectionView(collectionView, shouldDeselectItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        itemDeselected.send(indexPath)
        told?.collectionView(collectionView, didDeselectItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        willDisplayCell.send((cell, indexPath))
        told?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        didEndDisplayingCell.send((cell, indexPath))
        told?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath) {
        told?.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath) {
        told?.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
    }

    // MARK: Flow layout

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        layoutAnswering.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        layoutAnswering.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        layoutAnswering.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        layoutAnswering.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        layoutAnswering.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        layoutAnswering.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
    }
}

/// A collection delegate with nothing of its own: UIKit's default answers.
private final class CollectionDelegateDefaults: UICollectionViewDelegateFlowLayout {
    static let shared = CollectionDelegateDefaults()
}

extension ScrollViewDelegateProxy {
    /// This proxy as a collection view's.
    var collection: CollectionViewDelegateProxy? { self as? CollectionViewDelegateProxy }
}
