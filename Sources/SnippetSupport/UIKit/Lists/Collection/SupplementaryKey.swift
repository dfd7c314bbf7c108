import Foundation

/// A supplementary view's place: its kind and index path.
struct SupplementaryKey: Hashable, Comparable {
    var kind: String
    var indexPath: IndexPath

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.indexPath, lhs.kind) < (rhs.indexPath, rhs.kind)
    }
}
