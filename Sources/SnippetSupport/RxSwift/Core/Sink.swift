/// Stands between a source and its observer: forwards events until the first terminal one or
/// until disposed, then forwards nothing more; a terminal event disposes the subscription right
/// after it is delivered. Operators built on `Observable.create` get this grammar for free.
final class Sink<Element>: ObserverType, Cancelable, @unchecked Sendable {
    private let observer: AnyObserver<Element>
    private let lock = RecursiveLock()
    private let tracker = SynchronizationTracker()
    private let subscription = SingleAssignmentDisposable()
    private var stopped = false
    private var disposed = false

    init(observer: AnyObserver<Element>) {
        self.observer = observer
    }

    var isDisposed: Bool { lock.performLocked { disposed } }

    /// The upstream connection, disposed with the sink.
    func setSubscription(_ disposable: Disposable) {
        subscription.setDisposable(disposable)
    }

    func on(_ event: Event<Element>) {
        forward(event)
        if event.isStopEvent { dispose() }
    }

    /// Delivers `event` keeping the grammar, without disposing after a terminal event (for
    /// operators that still have work to do after delivering it, such as `do(afterCompleted:)`).
    func forward(_ event: Event<Element>) {
        tracker.register()
        defer { tracker.unregister() }
        let deliver: Bool = lock.performLocked {
            if stopped || disposed { return false }
            if event.isStopEvent { stopped = true }
            return true
        }
        guard deliver else { return }
        observer.on(event)
    }

    func dispose() {
        let first: Bool = lock.performLocked {
            defer { disposed = true }
            return !disposed
        }
        if first { subscription.dispose() }
    }
}
