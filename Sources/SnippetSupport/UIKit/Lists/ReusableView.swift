import Foundation

/// A view a table or collection view makes from a registered class and hands out again: its cells,
/// a table's headers and footers, a collection view's supplementary views.
protocol ReusableView: UIView {
    init(sitegenReuseIdentifier: String)
    var reuseIdentifier: String? { get }
}

extension UITableViewCell: ReusableView {}
extension UITableViewHeaderFooterView: ReusableView {}
extension UICollectionReusableView: ReusableView {}

extension ReusableView {
    /// How to make views of `viewClass` for `identifier`, for a reuse pool; nil for nil (the
    /// registration is forgotten). `viewClass` must be this class or a subclass, as UIKit requires
    /// in `call`: else the program stops.
    static func maker(for viewClass: AnyClass?, identifier: String, call: String) -> (() -> Self)? {
        guard let viewClass else { return nil }
        guard let type = viewClass as? Self.Type else {
            fatalError("\(call): \(viewClass) is not a \(Self.self) subclass")
        }
        return { type.init(sitegenReuseIdentifier: identifier) }
    }
}

extension Dictionary where Key == IndexPath, Value: ReusableView {
    /// The cell being configured again at `indexPath`, taken out, when it was registered under
    /// `identifier`: a data source that reconfigures an item dequeues the item's own cell.
    mutating func takeCell(at indexPath: IndexPath, identifier: String) -> Value? {
        guard let cell = self[indexPath], cell.reuseIdentifier == identifier else { return nil }
        self[indexPath] = nil
        return cell
    }
}
