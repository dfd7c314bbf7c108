import RxSwift
import UIKit

// How `.rx` listens to a control without the Objective-C runtime: a `UIAction` registered for the
// events. The control keeps its actions, so what the action's handler holds lives exactly as long
// as the registration: when the control is freed first, a watch held there is freed with it and
// says so; disposing takes the action off the control and silences the watch first.

/// Calls `freed` when it is freed while armed.
final class FreedWatch {
    private var freed: (() -> Void)?

    init(_ freed: @escaping () -> Void) {
        self.freed = freed
    }

    func disarm() {
        freed = nil
    }

    deinit {
        freed?()
    }
}

/// Runs `handler` each time `control` sends one of `events`, until the returned disposable is
/// disposed; if `control` is freed before that, runs `freed` instead.
func listen(to control: UIControl, for events: UIControl.Event, handler: @escaping () -> Void, freed: @escaping () -> Void) -> Disposable {
    let watch = FreedWatch(freed)
    let action = UIAction { _ in
        withExtendedLifetime(watch) { handler() }
    }
    control.addAction(action, for: events)
    let identifier = action.identifier
    // Weak: the action (held by the control) must be the only owner of the watch, and the
    // disposable must not keep the control.
    return Disposables.create { [weak watch, weak control] in
        watch?.disarm()
        control?.removeAction(identifiedBy: identifier, for: events)
    }
}
