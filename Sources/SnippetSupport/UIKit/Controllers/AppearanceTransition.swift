import Foundation

/// The appearance calls of the controllers whose views enter or leave a visible window with a
/// subtree of views: made with the move about to happen (the `will…` calls, top-down), ended
/// after it (the `did…` calls, in the same order). Controllers already in a transition begun by
/// a container (a push, a presentation) are left to it.
struct AppearanceTransition {
    private let controllers: [UIViewController]
    let isAppearing: Bool

    init(subtree: UIView, from wasVisible: Bool, to isVisible: Bool) {
        isAppearing = isVisible
        guard wasVisible != isVisible else {
            controllers = []
            return
        }
        var found: [UIViewController] = []
        AppearanceTransition.collect(subtree, into: &found)
        controllers = found.filter { controller in
            let settled = isVisible ? controller.appearState == .disappeared : controller.appearState == .appeared
            guard settled else { return false }
            controller.automaticTransitionPending = true
            controller.beginAppearanceTransition(isVisible, animated: false)
            return true
        }
    }

    func end() {
        for controller in controllers where controller.automaticTransitionPending {
            controller.automaticTransitionPending = false
            controller.endAppearanceTransition()
        }
    }

    private static func collect(_ view: UIView, into found: inout [UIViewController]) {
        if let controller = view.owningViewController { found.append(controller) }
        for subview in view.subviews { collect(subview, into: &found) }
    }
}
