import Foundation

/// The pull-to-refresh control of a scroll view (`refreshControl`). The user's pull is played
/// with `simulatePullToRefresh()`: the control starts refreshing and sends `.valueChanged`;
/// the app calls `endRefreshing()` when done. `beginRefreshing()` by code sends nothing, as in UIKit.
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

extension UIScrollView {
    /// sitegen only (not UIKit): plays the user's pull on `refreshControl` — when it is enabled and
    /// not refreshing already, it starts refreshing and sends `.valueChanged` to its actions.
    public func simulatePullToRefresh() {
        guard let control = refreshControl, control.isEnabled, !control.isRefreshing else { return }
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
    }
}
