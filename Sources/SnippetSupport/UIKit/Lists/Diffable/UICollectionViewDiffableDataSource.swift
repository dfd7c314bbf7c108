import Foundation

/// A collection view's data source fed with snapshots: it answers from the snapshot last applied,
/// makes cells with the cell provider and headers or footers with `supplementaryViewProvider`.
/// Keep a strong reference to it (the collection view's is weak).
// `@preconcurrency` as Apple's (a Swift class in UIKit's overlay): misuse in Swift 6 mode is a
// warning, except for its initializers.
#if SITEGEN_SWIFT6
@MainActor @preconcurrency
#endif
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private let core: DiffableCore<UICollectionView, SectionIdentifierType, ItemIdentifierType>

    /// Makes the headers, footers and other supplementary views the layout asks for.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Becomes `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        core = DiffableCore(view: collectionView, owner: "UICollectionViewDiffableDataSource", cellProvider: cellProvider)
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the collection view shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.snapshot() }

    /// Makes the collection view show `snapshot`: items that stay keep their cells (moved along),
    /// new items and items marked with `reloadItems` get cells from the cell provider, items marked
    /// with `reconfigureItems` go through the cell provider again with their own cell, and items
    /// gone give their cells back for reuse. There is no animation: it is done when this returns,
    /// and `completion` is called then.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        core.apply(snapshot, completion: completion)
    }

    /// Makes the collection view show `snapshot` by reloading all its items (no cell is kept).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        core.applyUsingReloadData(snapshot, completion: completion)
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { core.itemIdentifier(for: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core.indexPath(for: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.sectionIdentifier(for: index) }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.index(for: sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { core.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { core.numberOfItems(inSection: section) }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        core.cell(in: collectionView, at: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            fatalError("UICollectionViewDiffableDataSource: the layout asks for a supplementary view of kind \(kind) at \(indexPath); set supplementaryViewProvider to make it")
        }
        return view
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
