import Foundation

// MARK: Sections

extension NSDiffableDataSourceSnapshot {
    /// Adds empty sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        requireNewSections(identifiers, in: "appendSections(_:)")
        insertSections(identifiers, at: sections.count)
    }

    /// Adds empty sections just before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let call = "insertSections(_:beforeSection:)"
        let index = existingSection(toIdentifier, in: call)
        requireNewSections(identifiers, in: call)
        insertSections(identifiers, at: index)
    }

    /// Adds empty sections just after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let call = "insertSections(_:afterSection:)"
        let index = existingSection(toIdentifier, in: call)
        requireNewSections(identifiers, in: call)
        insertSections(identifiers, at: index + 1)
    }

    /// Removes sections with their items; those the snapshot doesn't hold are passed over.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = sections.firstIndex(of: identifier) else { continue }
            let items = itemsBySection[index]
            deleteItems(items)
            sections.remove(at: index)
            itemsBySection.remove(at: index)
            reloadedSections.removeAll { $0 == identifier }
        }
    }

    /// Moves a section (with its items) to just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: false, call: "moveSection(_:beforeSection:)")
    }

    /// Moves a section (with its items) to just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: true, call: "moveSection(_:afterSection:)")
    }

    /// Marks sections to be shown by fresh cells when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers { _ = existingSection(section, in: "reloadSections(_:)") }
        for section in identifiers where !reloadedSections.contains(section) { reloadedSections.append(section) }
    }

    // MARK: Private helpers

    private func requireNewSections(_ identifiers: [SectionIdentifierType], in call: String) {
        var seen = Set<SectionIdentifierType>()
        var duplicates: [SectionIdentifierType] = []
        for section in identifiers where sections.contains(section) || !seen.insert(section).inserted {
            if !duplicates.contains(section) { duplicates.append(section) }
        }
        if !duplicates.isEmpty {
            DiffableFailure.stop(.duplicateSections(call: call, sections: duplicates.map { "\($0)" }))
        }
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        sections.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, next other: SectionIdentifierType, after: Bool, call: String) {
        let from = existingSection(identifier, in: call)
        _ = existingSection(other, in: call)
        guard identifier != other else { return }
        let items = itemsBySection.remove(at: from)
        sections.remove(at: from)
        var to = existingSection(other, in: call)
        if after { to += 1 }
        sections.insert(identifier, at: to)
        itemsBySection.insert(items, at: to)
    }
}
