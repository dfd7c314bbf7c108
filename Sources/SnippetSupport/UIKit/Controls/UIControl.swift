import Foundation

/// The base of controls: states, and actions run for events. Events are sent only by
/// `sendActions(for:)` (which is how a snippet plays the user) and by what a control does for the
/// user (a text field beginning to edit); setting a property in code sends nothing, as in UIKit.
open class UIControl: UIView {
    private struct Registration {
        let action: UIAction
        var events: UIControl.Event
    }

    private var registrations: [Registration] = []

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control whose primary action runs for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: UIControl.State {
        var state: UIControl.State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    // MARK: Actions

    /// Runs the action for the events from now on. An action with the same identifier as one the
    /// control already has replaces it for those events.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            if registrations[index].action === action {
                registrations[index].events.formUnion(controlEvents)
                return
            }
            registrations[index].events.subtract(controlEvents)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
        registrations.append(Registration(action: action, events: controlEvents))
    }

    /// Stops running the action (matched by identifier) for the events.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        for index in registrations.indices where registrations[index].action.identifier == actionIdentifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Runs, in the order they were added, the actions registered for any of the events.
    open func sendActions(for controlEvents: UIControl.Event) {
        let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
        for registration in matching { sendAction(registration.action) }
    }

    /// Runs one action with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// The events any action is registered for.
    open var allControlEvents: UIControl.Event {
        registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The actions registered for the events (for tests and `rx` wrappers).
    func actions(for controlEvents: UIControl.Event) -> [UIAction] {
        registrations.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
    }
}
