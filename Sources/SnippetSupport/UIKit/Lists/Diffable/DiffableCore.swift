import Foundation

/// What a table's and a collection view's diffable data sources share: the snapshot last applied,
/// the cell provider, and the view they feed. Each public data source holds one and answers
/// through it, naming itself in its failure messages.
final class DiffableCore<View: DiffableListView, SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    typealias CellProvider = (View, IndexPath, ItemIdentifierType) -> View.Cell?

    private weak var view: View?
    private let cellProvider: CellProvider
    private let owner: String
    private var current = Snapshot()

    /// `owner` is the public data source's type name, for failure messages.
    init(view: View, owner: String, cellProvider: @escaping CellProvider) {
        self.view = view
        self.owner = owner
        self.cellProvider = cellProvider
    }

    // MARK: Snapshots

    func snapshot() -> Snapshot {
        var copy = current
        copy.clearMarks()
        return copy
    }

    func apply(_ snapshot: Snapshot, completion: (() -> Void)?) {
        let update = SnapshotUpdate(from: current, to: snapshot)
        current = snapshot
        view?.rearrangeCells(keeping: update.kept, reconfigured: update.reconfigured)
        current.clearMarks()
        completion?()
    }

    func applyUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)?) {
        current = snapshot
        current.clearMarks()
        view?.reloadData()
        completion?()
    }

    // MARK: Identifiers

    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }
    func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: Data source answers

    var numberOfSections: Int { current.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int {
        current.itemsBySection.indices.contains(section) ? current.itemsBySection[section].count : 0
    }

    /// The cell the provider makes for the item at `indexPath`; stops, as UIKit does, when there is
    /// no such item or the provider returns nil.
    func cell(in view: View, at indexPath: IndexPath) -> View.Cell {
        guard let item = current.item(at: indexPath) else {
            fatalError("\(owner): no item at \(indexPath) in the snapshot")
        }
        guard let cell = cellProvider(view, indexPath, item) else {
            fatalError("\(owner): the cell provider returned nil for item \(item) at \(indexPath); it must return a cell")
        }
        return cell
    }
}

extension NSDiffableDataSourceSnapshot {
    /// A snapshot a data source keeps or hands out forgets its reload and reconfigure marks.
    mutating func clearMarks() {
        reloadedSections = []
        reloadedItems = []
        reconfiguredItems = []
    }
}
