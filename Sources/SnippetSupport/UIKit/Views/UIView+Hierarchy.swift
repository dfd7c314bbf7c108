import Foundation

extension UIView {
    /// The window the view is in: the topmost view above it when that is a window.
    public var window: UIWindow? {
        var view: UIView = self
        while let parent = view.superview { view = parent }
        return view as? UIWindow
    }

    /// Adds a view on top of the others. A view has one superview: one already in another (or in
    /// this one) is taken out of it first. Adding a view to itself or to one of its subviews stops
    /// the program, as UIKit's exception does.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of `subviews` (clamped to the array).
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "Can't add self as subview")
        var index = index
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            if current < index { index -= 1 }
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let appearance = AppearanceTransition(subtree: view, from: view.isInVisibleWindow, to: isInVisibleWindow)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.superview?.detach(view)
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.setNeedsLayout()
        if appearance.isAppearing { newWindow?.layoutIfNeeded() }
        appearance.end()
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    /// Takes the view out of its superview (and its window); nothing happens without a superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        let appearance = AppearanceTransition(subtree: self, from: isInVisibleWindow, to: false)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.detach(self)
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
        appearance.end()
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Whether the view is this view or one below it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with the tag, searching this view and then its subviews depth first.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Whether the view is in a window that is not hidden (its controllers have appeared).
    var isInVisibleWindow: Bool {
        guard let window else { return false }
        return !window.isHidden
    }

    // MARK: Private helpers

    fileprivate func detach(_ view: UIView) {
        subviews.removeAll { $0 === view }
        view.superview = nil
    }

    private func notifyWillMove(toWindow window: UIWindow?) {
        willMove(toWindow: window)
        for subview in subviews { subview.notifyWillMove(toWindow: window) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }
}
