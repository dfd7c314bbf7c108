/// Only remembers that it was disposed.
public final class BooleanDisposable: Cancelable {
    private let lock = RecursiveLock()
    private var disposed: Bool

    public init() { disposed = false }
    public init(isDisposed: Bool) { disposed = isDisposed }

    public var isDisposed: Bool { lock.performLocked { disposed } }
    public func dispose() { lock.performLocked { disposed = true } }
}
