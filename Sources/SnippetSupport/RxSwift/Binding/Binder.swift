/// An observer for UI-like targets: it takes values only and applies each to a weakly held
/// target on `scheduler` (the main scheduler unless told otherwise). Completion is ignored; an
/// error stops the program, as RxSwift's debug build does, since a binding must not fail.
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let apply: (Value) -> Void

    /// Binds values to `target` with `binding`; `target` is held weakly.
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), binding: @escaping (Target, Value) -> Void) {
        weak let held = target
        apply = { value in
            _ = scheduler.schedule(value) { value in
                held.map { binding($0, value) }
                return Disposables.create()
            }
        }
    }

    public func on(_ event: Event<Value>) {
        if let value = event.element {
            apply(value)
        } else if let error = event.error {
            stopOnBrokenContract("Binding error: \(error)")
        }
    }

    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
