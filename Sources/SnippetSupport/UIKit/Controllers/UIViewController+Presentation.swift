import Foundation

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2

    /// Whether the presenting controller's view leaves the screen (and so disappears).
    var coversPresenter: Bool { self == .fullScreen || self == .currentContext }
}

extension UIViewController {
    /// Presents a controller over this one's context (the topmost container above it). The
    /// presented view goes on top of the window; with `.fullScreen` the presenting view leaves
    /// the window (it disappears), with the default sheet styles it stays (no appearance calls).
    /// Presenting while something is presented does nothing, as UIKit (which logs it).
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentationContext
        guard presenter.presentedViewController == nil, viewControllerToPresent.presentingViewController == nil else {
            FileHandle.standardError.write(Data("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) which is already presenting\n".utf8))
            return
        }
        let window = presenter.isViewLoaded ? presenter.view.window : nil
        let covers = viewControllerToPresent.modalPresentationStyle.coversPresenter
        presenter.presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = presenter
        viewControllerToPresent.loadViewIfNeeded()
        viewControllerToPresent.isBeingPresented = true
        if let window {
            let visible = !window.isHidden
            if visible && covers { presenter.beginAppearanceTransition(false, animated: flag) }
            if visible { viewControllerToPresent.beginAppearanceTransition(true, animated: flag) }
            viewControllerToPresent.view.frame = window.bounds
            window.addSubview(viewControllerToPresent.view)
            if covers { presenter.view.removeFromSuperview() }
            if visible && covers { presenter.endAppearanceTransition() }
            if visible { viewControllerToPresent.endAppearanceTransition() }
        }
        viewControllerToPresent.isBeingPresented = false
        completion?()
    }

    /// Dismisses what this controller presented (and what that presented), or, when it presents
    /// nothing, asks its presenter to dismiss it.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter: UIViewController
        if presentationContext.presentedViewController != nil {
            presenter = presentationContext
        } else if let presenting = presentingViewController ?? presentationContext.presentingViewController {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let presented = presenter.presentedViewController else {
            completion?()
            return
        }
        if presented.presentedViewController != nil { presented.dismiss(animated: false) }
        let covers = presented.modalPresentationStyle.coversPresenter
        presented.isBeingDismissed = true
        if let window = presented.viewIfLoaded?.window {
            let visible = !window.isHidden
            if visible { presented.beginAppearanceTransition(false, animated: flag) }
            if visible && covers { presenter.beginAppearanceTransition(true, animated: flag) }
            if covers, let index = window.subviews.firstIndex(where: { $0 === presented.view }) {
                window.insertSubview(presenter.view, at: index)
            }
            presented.view.removeFromSuperview()
            if visible { presented.endAppearanceTransition() }
            if visible && covers { presenter.endAppearanceTransition() }
        }
        presented.isBeingDismissed = false
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        completion?()
    }

    /// The controller presentations start from: the topmost parent above this one.
    var presentationContext: UIViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }
}
