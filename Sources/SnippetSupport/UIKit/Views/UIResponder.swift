import Foundation

/// The base of views, view controllers and the application: the responder chain and the first
/// responder. There are no touches or presses here; a snippet plays the user through the
/// controls' own API (`sendActions(for:)`, `becomeFirstResponder()`).
#if SITEGEN_SWIFT6
@MainActor
#endif
open class UIResponder: NSObject {
    /// The one first responder of the app (UIKit keeps one per window; headless there is one screen).
    static weak var currentFirstResponder: UIResponder?

    /// Objects that live exactly as long as this responder, by key (Linux has no associated
    /// objects). RxCocoa's `.rx` keeps its delegate proxies and deallocation watches here.
    @_spi(RxCocoa) public var lifetimeAttachments: [ObjectIdentifier: AnyObject] = [:]

    public override init() {
        super.init()
    }

    /// The next responder in the chain: a view's view controller or superview, a view
    /// controller's view's superview or presenting controller, the window's application.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        if let current = UIResponder.currentFirstResponder, !current.resignFirstResponder() { return false }
        UIResponder.currentFirstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { UIResponder.currentFirstResponder = nil }
        return true
    }
}
