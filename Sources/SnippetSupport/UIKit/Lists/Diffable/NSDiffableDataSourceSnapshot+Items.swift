import Foundation

// MARK: Items — each call checks UIKit's documented preconditions first, then changes nothing or all.

extension NSDiffableDataSourceSnapshot {
    /// Adds `identifiers` at the end of `sectionIdentifier`'s section, or of the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let call = "appendItems(_:toSection:)"
        let section: Int
        if let sectionIdentifier {
            section = existingSection(sectionIdentifier, in: call)
        } else {
            guard !sections.isEmpty else { DiffableFailure.stop(.noSections(call: call)) }
            section = sections.count - 1
        }
        requireNew(identifiers, in: call)
        itemsBySection[section].append(contentsOf: identifiers)
        for item in identifiers { sectionOfItem[item] = sections[section] }
    }

    /// Adds `identifiers` just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let call = "insertItems(_:beforeItem:)"
        let place = existingItem(beforeIdentifier, in: call)
        requireNew(identifiers, in: call)
        insert(identifiers, at: place)
    }

    /// Adds `identifiers` just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let call = "insertItems(_:afterItem:)"
        var place = existingItem(afterIdentifier, in: call)
        requireNew(identifiers, in: call)
        place.row += 1
        insert(identifiers, at: place)
    }

    /// Removes `identifiers`; those the snapshot doesn't hold are passed over.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for section in itemsBySection.indices {
            itemsBySection[section].removeAll { doomed.contains($0) }
        }
        for item in identifiers { sectionOfItem[item] = nil }
        reloadedItems.removeAll { doomed.contains($0) }
        reconfiguredItems.removeAll { doomed.contains($0) }
    }

    /// Removes every item; the sections stay.
    public mutating func deleteAllItems() {
        itemsBySection = itemsBySection.map { _ in [] }
        sectionOfItem = [:]
        reloadedItems = []
        reconfiguredItems = []
    }

    /// Moves `identifier` to just before `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
    }

    /// Moves `identifier` to just after `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
    }

    /// Marks `identifiers` to be shown by fresh cells when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers { _ = existingItem(item, in: "reloadItems(_:)") }
        for item in identifiers where !reloadedItems.contains(item) { reloadedItems.append(item) }
    }

    /// Marks `identifiers` to be configured again, in the cells already showing them, when applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers { _ = existingItem(item, in: "reconfigureItems(_:)") }
        for item in identifiers where !reconfiguredItems.contains(item) { reconfiguredItems.append(item) }
    }

    // MARK: Private helpers

    private struct Place { var section: Int; var row: Int }

    private func existingItem(_ item: ItemIdentifierType, in call: String) -> Place {
        guard let path = indexPath(of: item) else { DiffableFailure.stop(.noSuchItem(call: call, item: "\(item)")) }
        return Place(section: path.section, row: path.row)
    }

    /// UIKit stops when an identifier is already in the snapshot or given twice in one call.
    func requireNew(_ identifiers: [ItemIdentifierType], in call: String) {
        var seen = Set<ItemIdentifierType>()
        var duplicates: [ItemIdentifierType] = []
        for item in identifiers where sectionOfItem[item] != nil || !seen.insert(item).inserted {
            if !duplicates.contains(item) { duplicates.append(item) }
        }
        if !duplicates.isEmpty {
            DiffableFailure.stop(.duplicateItems(call: call, items: duplicates.map { "\($0)" }))
        }
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at place: Place) {
        itemsBySection[place.section].insert(contentsOf: identifiers, at: place.row)
        for item in identifiers { sectionOfItem[item] = sections[place.section] }
    }

    private mutating func move(_ item: ItemIdentifierType, next other: ItemIdentifierType, after: Bool, call: String) {
        let from = existingItem(item, in: call)
        _ = existingItem(other, in: call)
        guard item != other else { return }
        itemsBySection[from.section].remove(at: from.row)
        var to = existingItem(other, in: call)
        if after { to.row += 1 }
        itemsBySection[to.section].insert(item, at: to.row)
        sectionOfItem[item] = sections[to.section]
    }
}
