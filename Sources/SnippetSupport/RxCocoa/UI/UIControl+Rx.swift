import RxSwift
import UIKit

extension Reactive where Base: UIControl {
    /// Sets `isEnabled`.
    public var isEnabled: Binder<Bool> {
        Binder(base) { control, value in control.isEnabled = value }
    }

    /// Sets `isSelected`.
    public var isSelected: Binder<Bool> {
        Binder(base) { control, value in control.isSelected = value }
    }

    /// Each time the control sends one of `controlEvents` (the user taps, edits, slides, or a
    /// snippet calls `sendActions(for:)`); completes when the control is freed.
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        let events = Observable<Void>.create { [weak control = base] observer in
            guard let control else {
                observer.on(.completed)
                return Disposables.create()
            }
            return listen(to: control, for: controlEvents, handler: { observer.on(.next(())) }, freed: { observer.on(.completed) })
        }
        return ControlEvent(events: events)
    }

    /// A property of the control read with `getter`: its value on subscription, then its value
    /// each time the control sends one of `editingEvents` (what the user does; setting the
    /// property in code sends no event, so it is not reported). Values bound to it are set with
    /// `setter` on the main scheduler. Completes when the control is freed.
    public func controlProperty<T>(editingEvents: UIControl.Event, getter: @escaping (Base) -> T, setter: @escaping (Base, T) -> Void) -> ControlProperty<T> {
        let values = Observable<T>.create { [weak control = base] observer in
            guard let control else {
                observer.on(.completed)
                return Disposables.create()
            }
            observer.on(.next(getter(control)))
            return listen(to: control, for: editingEvents, handler: { [weak control] in
                if let control { observer.on(.next(getter(control))) }
            }, freed: { observer.on(.completed) })
        }
        return ControlProperty(values: values, valueSink: Binder(base, binding: setter))
    }

    /// `controlProperty` for the events a control's value changes with: any editing event, and
    /// `.valueChanged`.
    func controlPropertyWithDefaultEvents<T>(getter: @escaping (Base) -> T, setter: @escaping (Base, T) -> Void) -> ControlProperty<T> {
        controlProperty(editingEvents: [.allEditingEvents, .valueChanged], getter: getter, setter: setter)
    }
}
