import Foundation

/// Where a cell (a table's or a collection view's) shows its content configuration: the view the
/// configuration made, filling the cell's content view.
struct ContentConfigurationSlot {
    private var shown: UIView?

    /// Replaces the view shown in `contentView` with one made by `configuration` (none for nil).
    mutating func show(_ configuration: UIContentConfiguration?, in contentView: UIView) {
        shown?.removeFromSuperview()
        shown = nil
        guard let configuration else { return }
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        contentView.addSubview(view)
        shown = view
    }

    /// Sizes `contentView` to a cell of `size`, and the shown view with it.
    func fit(_ contentView: UIView, to size: CGSize) {
        contentView.frame = CGRect(origin: .zero, size: size)
        shown?.frame = contentView.bounds
    }
}
