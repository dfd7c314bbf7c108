// An `AsyncSequence` (an `AsyncStream`, an `AsyncThrowingStream`, `values` of an observable…)
// back into Rx.

/// Sends into an observer from the iterating task; `@unchecked Sendable` because the observer
/// side (the subscription's outlet) keeps its own order and locking.
private struct TaskOutlet<Element>: @unchecked Sendable {
    let observer: AnyObserver<Element>
}

extension AsyncSequence {
    /// An observable iterating the sequence in a new task per subscription: each element is
    /// sent as it comes, the end of the sequence completes it and a thrown error fails it.
    /// Values arrive on whatever thread the task runs on, after `subscribe` returned. Disposing
    /// cancels the task. `priority` is the task's priority (by default, none given: the task
    /// inherits it).
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        let sequence = UncheckedSequence(base: self)
        return Observable.create { observer in
            let outlet = TaskOutlet(observer: observer)
            let iteration = Task(priority: priority) {
                do {
                    for try await element in sequence.base {
                        outlet.observer.on(.next(element))
                    }
                    outlet.observer.on(.completed)
                } catch {
                    outlet.observer.on(.error(error))
                }
            }
            return Disposables.create { iteration.cancel() }
        }
    }
}

/// Lets the sequence cross into the iterating task (the sequence itself need not be `Sendable`).
private struct UncheckedSequence<Base>: @unchecked Sendable {
    let base: Base
}
