import Foundation

/// A data source that can tell which model is shown at an index path (what `rx.model(at:)` and
/// `rx.modelSelected` ask the table's or collection's data source).
public protocol SectionedViewDataSourceType {
    /// The model at `indexPath`; throws when there is none.
    func model(at indexPath: IndexPath) throws -> Any
}

/// Why `rx.model(at:)` failed.
enum ModelLookupFailure: Swift.Error, CustomStringConvertible {
    case noReactiveDataSource
    case noModel(IndexPath)
    case wrongType(found: Any, expected: Any.Type)

    var description: String {
        switch self {
        case .noReactiveDataSource:
            return "The view's data source is not one `rx.items` set (it does not conform to `SectionedViewDataSourceType`)."
        case let .noModel(indexPath):
            return "There is no model at \(indexPath)."
        case let .wrongType(found, expected):
            return "The model \(found) is not a \(expected)."
        }
    }
}
