import Foundation

/// A table's data source fed with snapshots: it answers the table from the snapshot last applied
/// and makes cells with the cell provider. Keep a strong reference to it (the table's is weak).
/// Subclass it to answer the other data source questions (section titles, editing).
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Animation is not shown here; kept for code that sets it.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the table shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        var copy = current
        copy.clearMarks()
        return copy
    }

    /// Makes the table show `snapshot`: rows of items that stay keep their cells (moved along),
    /// new items and items marked with `reloadItems` get cells from the cell provider, items marked
    /// with `reconfigureItems` go through the cell provider again with their own cell, and items
    /// gone give their cells back for reuse. There is no animation: it is done when this returns,
    /// and `completion` is called then.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let update = SnapshotUpdate(from: current, to: snapshot)
        current = snapshot
        tableView?.rearrangeCells(keeping: update.kept, reconfigured: update.reconfigured)
        current.clearMarks()
        completion?()
    }

    /// Makes the table show `snapshot` by reloading all its rows (no cell is kept).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        current.clearMarks()
        tableView?.reloadData()
        completion?()
    }

    /// The item shown at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `itemIdentifier` is shown, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// Where `identifier` is, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource (override the optional ones in a subclass)

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.itemsBySection.indices.contains(section) ? current.itemsBySection[section].count : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath) else {
            fatalError("UITableViewDiffableDataSource: no item at \(indexPath) in the snapshot")
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            fatalError("UITableViewDiffableDataSource: the cell provider returned nil for item \(item) at \(indexPath); it must return a cell")
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}

extension NSDiffableDataSourceSnapshot {
    /// A snapshot a data source keeps or hands out forgets its reload and reconfigure marks.
    mutating func clearMarks() {
        reloadedSections = []
        reloadedItems = []
        reconfiguredItems = []
    }
}
