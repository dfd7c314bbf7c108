/// Wraps a disposable whose disposal has to happen on a given scheduler (a resource owned by a
/// queue, say): `dispose()` schedules the inner disposal there and returns.
public final class ScheduledDisposable: Cancelable {
    /// Where the inner disposable is disposed.
    public let scheduler: ImmediateSchedulerType

    private let lock = RecursiveLock()
    private var inner: Disposable?
    private var requested = false

    /// Takes charge of `disposable`, to be disposed on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        inner = disposable
    }

    /// True once the inner disposable has been disposed, which happens on the scheduler: right
    /// after `dispose()` returns this may still be false.
    public var isDisposed: Bool { lock.performLocked { inner == nil } }

    /// Asks the scheduler to dispose the inner disposable; later calls do nothing.
    public func dispose() {
        let first: Bool = lock.performLocked {
            defer { requested = true }
            return !requested
        }
        guard first else { return }
        _ = scheduler.schedule(self) { owner in
            owner.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        let taken: Disposable? = lock.performLocked {
            defer { inner = nil }
            return inner
        }
        taken?.dispose()
    }
}
