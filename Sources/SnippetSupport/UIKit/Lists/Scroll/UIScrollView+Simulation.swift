import Foundation

// sitegen's own addition, not UIKit API: a snippet plays the user's finger with it.

extension UIScrollView {
    /// sitegen only (not UIKit): plays a user's drag that ends at `offset` — the delegate is told
    /// `scrollViewWillBeginDragging`, `scrollViewDidScroll` (the offset changes, clamped to what a
    /// finger could reach, unless `clamping` is false), `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    /// (which may change the target, as on iOS: the offset then moves there too) and
    /// `scrollViewDidEndDragging(_:willDecelerate: false)`. Does nothing when `isScrollEnabled` is false.
    public func simulateScroll(to offset: CGPoint, clamping: Bool = true) {
        guard isScrollEnabled else { return }
        isTracking = true
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        let reached = clamping ? clamped(offset) : offset
        contentOffset = reached
        var target = reached
        delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
        isTracking = false
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        if target != reached { contentOffset = target }
    }

    /// sitegen only (not UIKit): a user's drag by `distance` points down the content (up when negative).
    public func simulateScroll(by distance: CGFloat) {
        simulateScroll(to: CGPoint(x: contentOffset.x, y: contentOffset.y + distance))
    }
}
