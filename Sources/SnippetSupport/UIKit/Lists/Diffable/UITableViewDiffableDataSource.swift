import Foundation

/// A table's data source fed with snapshots: it answers the table from the snapshot last applied
/// and makes cells with the cell provider. Keep a strong reference to it (the table's is weak).
/// Subclass it to answer the other data source questions (section titles, editing).
// `@preconcurrency` as Apple's (a Swift class in UIKit's overlay): misuse in Swift 6 mode is a
// warning, except for its initializers.
#if SITEGEN_SWIFT6
@MainActor @preconcurrency
#endif
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private let core: DiffableCore<UITableView, SectionIdentifierType, ItemIdentifierType>

    /// Animation is not shown here; kept for code that sets it.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        core = DiffableCore(view: tableView, owner: "UITableViewDiffableDataSource", cellProvider: cellProvider)
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the table shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.snapshot() }

    /// Makes the table show `snapshot`: rows of items that stay keep their cells (moved along),
    /// new items and items marked with `reloadItems` get cells from the cell provider, items marked
    /// with `reconfigureItems` go through the cell provider again with their own cell, and items
    /// gone give their cells back for reuse. There is no animation: it is done when this returns,
    /// and `completion` is called then.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        core.apply(snapshot, completion: completion)
    }

    /// Makes the table show `snapshot` by reloading all its rows (no cell is kept).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        core.applyUsingReloadData(snapshot, completion: completion)
    }

    /// The item shown at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { core.itemIdentifier(for: indexPath) }

    /// Where `itemIdentifier` is shown, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core.indexPath(for: itemIdentifier) }

    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.sectionIdentifier(for: index) }

    /// Where `identifier` is, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.index(for: sectionIdentifier) }

    // MARK: UITableViewDataSource (override the optional ones in a subclass)

    open func numberOfSections(in tableView: UITableView) -> Int { core.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { core.numberOfItems(inSection: section) }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        core.cell(in: tableView, at: indexPath)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}
