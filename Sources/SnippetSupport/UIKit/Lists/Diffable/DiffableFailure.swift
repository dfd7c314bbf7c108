/// A misuse of a snapshot that UIKit answers by stopping the app (an `NSInternalInconsistencyException`
/// or a "Fatal:" message): we stop too, with a message that names the call and the identifiers.
enum DiffableFailure: Equatable, CustomStringConvertible {
    case duplicateItems(call: String, items: [String])
    case duplicateSections(call: String, sections: [String])
    case noSections(call: String)
    case noSuchSection(call: String, section: String)
    case noSuchItem(call: String, item: String)

    var description: String {
        switch self {
        case let .duplicateItems(call, items):
            return "NSDiffableDataSourceSnapshot.\(call): item identifiers must be unique in a snapshot; "
                + "already there or given twice: \(items.joined(separator: ", "))"
        case let .duplicateSections(call, sections):
            return "NSDiffableDataSourceSnapshot.\(call): section identifiers must be unique in a snapshot; "
                + "already there or given twice: \(sections.joined(separator: ", "))"
        case let .noSections(call):
            return "NSDiffableDataSourceSnapshot.\(call): the snapshot has no sections; append a section first"
        case let .noSuchSection(call, section):
            return "NSDiffableDataSourceSnapshot.\(call): no section \(section) in the snapshot"
        case let .noSuchItem(call, item):
            return "NSDiffableDataSourceSnapshot.\(call): no item \(item) in the snapshot"
        }
    }

    static func stop(_ failure: DiffableFailure, file: StaticString = #file, line: UInt = #line) -> Never {
        fatalError(failure.description, file: file, line: line)
    }
}
