/// Holds one disposable set after creation; disposing before it is set disposes it when set.
public final class SingleAssignmentDisposable: Cancelable {
    private let lock = RecursiveLock()
    private var current: Disposable?
    private var assigned = false
    private var disposed = false

    public init() {}

    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// Sets the disposable; setting it twice is a programming error, as in RxSwift.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow: Bool = lock.performLocked {
            precondition(!assigned, "SingleAssignmentDisposable can only be assigned once")
            assigned = true
            if disposed { return true }
            current = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    public func dispose() {
        let toDispose: Disposable? = lock.performLocked {
            guard !disposed else { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        toDispose?.dispose()
    }
}
