import Foundation

/// What changes between the snapshot a view shows and the one applied: which rows keep their cell
/// (the same item, not marked for reload) and where they go, which are configured again in place,
/// and what comes and goes. A diffable data source hands it to its view instead of a full reload.
struct SnapshotUpdate: Equatable {
    /// New index path → old index path, for items whose cell stays with them.
    var kept: [IndexPath: IndexPath] = [:]
    /// New index paths of items marked with `reconfigureItems(_:)`: their cell stays and is configured again.
    var reconfigured: Set<IndexPath> = []
    var insertedItems: Int = 0
    var deletedItems: Int = 0
    var movedItems: Int = 0

    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let reloadedSections = Set(new.reloadedSections)
        let reloadedItems = Set(new.reloadedItems)
        let reconfiguredItems = Set(new.reconfiguredItems)
        for (s, section) in new.sections.enumerated() {
            for (row, item) in new.itemsBySection[s].enumerated() {
                let now = IndexPath(row: row, section: s)
                guard let before = old.indexPath(of: item) else { insertedItems += 1; continue }
                if before != now { movedItems += 1 }
                guard !reloadedItems.contains(item), !reloadedSections.contains(section) else { continue }
                kept[now] = before
                if reconfiguredItems.contains(item) { reconfigured.insert(now) }
            }
        }
        deletedItems = old.sectionOfItem.keys.filter { new.sectionOfItem[$0] == nil }.count
    }
}
