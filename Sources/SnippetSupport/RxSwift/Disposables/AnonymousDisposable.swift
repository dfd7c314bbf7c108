/// Runs a closure on the first `dispose()`, then forgets it.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    private let lock = RecursiveLock()
    private var action: (() -> Void)?
    private var disposed = false

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool { lock.performLocked { disposed } }

    func dispose() {
        let action: (() -> Void)? = lock.performLocked {
            guard !disposed else { return nil }
            disposed = true
            defer { self.action = nil }
            return self.action
        }
        action?()
    }
}
