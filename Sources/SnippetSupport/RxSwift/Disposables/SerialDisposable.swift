/// Holds one disposable at a time: setting a new one disposes the old one.
public final class SerialDisposable: Cancelable {
    private let lock = RecursiveLock()
    private var current: Disposable?
    private var disposed = false

    public init() {}

    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// The disposable held now; a new one disposes the previous one, and is disposed at once
    /// when this is already disposed.
    public var disposable: Disposable {
        get { lock.performLocked { current ?? Disposables.create() } }
        set {
            let old: Disposable? = lock.performLocked {
                if disposed { return newValue }
                defer { current = newValue }
                return current
            }
            old?.dispose()
        }
    }

    public func dispose() {
        let old: Disposable? = lock.performLocked {
            guard !disposed else { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        old?.dispose()
    }
}
