import Foundation

/// The state of a list's data at one moment: sections in order, and the items of each section in
/// order, all named by identifiers that are unique across the snapshot (UIKit's documented rule).
///
/// A value: mutating a copy never changes the snapshot a data source holds. Give it to a diffable
/// data source's `apply(_:animatingDifferences:completion:)` to make its view show it.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
    var sections: [SectionIdentifierType] = []
    var itemsBySection: [[ItemIdentifierType]] = []
    /// The section each item is in: the uniqueness rule and `sectionIdentifier(containingItem:)`.
    var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    var reloadedSections: [SectionIdentifierType] = []
    var reloadedItems: [ItemIdentifierType] = []
    var reconfiguredItems: [ItemIdentifierType] = []

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Reading

    /// How many items the snapshot holds, over all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// How many sections the snapshot holds.
    public var numberOfSections: Int { sections.count }

    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// The sections marked with `reloadSections(_:)` since this snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    /// The items marked with `reloadItems(_:)` since this snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

    /// The items marked with `reconfigureItems(_:)` since this snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// How many items `identifier`'s section holds; stops the program if there is no such section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemsBySection[existingSection(identifier, in: "numberOfItems(inSection:)")].count
    }

    /// The items of `identifier`'s section, in order; stops the program if there is no such section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        itemsBySection[existingSection(identifier, in: "itemIdentifiers(inSection:)")]
    }

    /// The section holding `identifier`, or nil when the snapshot has no such item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// Where `identifier` is in `itemIdentifiers` (counted over all sections), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let s = sections.firstIndex(of: section),
              let row = itemsBySection[s].firstIndex(of: identifier) else { return nil }
        return itemsBySection[..<s].reduce(0) { $0 + $1.count } + row
    }

    /// Where `identifier` is in `sectionIdentifiers`, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    // MARK: Positions (for the data sources)

    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[item], let s = sections.firstIndex(of: section),
              let row = itemsBySection[s].firstIndex(of: item) else { return nil }
        return IndexPath(row: row, section: s)
    }

    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              itemsBySection[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemsBySection[indexPath.section][indexPath.item]
    }

    func existingSection(_ identifier: SectionIdentifierType, in call: String) -> Int {
        guard let index = sections.firstIndex(of: identifier) else {
            DiffableFailure.stop(.noSuchSection(call: call, section: "\(identifier)"))
        }
        return index
    }
}

extension NSDiffableDataSourceSnapshot: Equatable {
    /// Same sections and items in the same order (reload and reconfigure marks aside).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections == rhs.sections && lhs.itemsBySection == rhs.itemsBySection
    }
}

extension NSDiffableDataSourceSnapshot: CustomStringConvertible {
    public var description: String {
        let parts = zip(sections, itemsBySection).map { "\($0): \($1.map { "\($0)" })" }
        return "NSDiffableDataSourceSnapshot(\(parts.joined(separator: ", ")))"
    }
}
