/// Shares one disposable between a primary owner and any number of handles made by `retain()`.
/// The shared disposable is disposed once the primary has been disposed and every handle made
/// so far has been disposed, whichever comes last.
public final class RefCountDisposable: Cancelable {
    private let lock = RecursiveLock()
    private var shared: Disposable?
    private var primaryReleased = false
    private var liveHandles = 0

    /// Shares `disposable`.
    public init(disposable: Disposable) {
        shared = disposable
    }

    /// True once the shared disposable has been disposed.
    public var isDisposed: Bool { lock.performLocked { shared == nil } }

    /// A new handle that keeps the shared disposable alive until it is disposed. Once the shared
    /// disposable is gone, the handle returned does nothing.
    public func retain() -> Disposable {
        lock.performLocked {
            guard shared != nil else { return Disposables.create() }
            liveHandles += 1
            return Handle(owner: self)
        }
    }

    /// Releases the primary hold; later calls do nothing.
    public func dispose() {
        release { primaryReleased = true }
    }

    /// Applies `change` under the lock, then disposes the shared disposable if nothing holds it.
    private func release(_ change: () -> Void) {
        let finished: Disposable? = lock.performLocked {
            change()
            guard primaryReleased && liveHandles == 0 else { return nil }
            defer { shared = nil }
            return shared
        }
        finished?.dispose()
    }

    /// One retained hold; disposing it twice releases it once.
    private final class Handle: Disposable, @unchecked Sendable {
        private let lock = RecursiveLock()
        private var owner: RefCountDisposable?

        init(owner: RefCountDisposable) { self.owner = owner }

        func dispose() {
            let releasing: RefCountDisposable? = lock.performLocked {
                defer { owner = nil }
                return owner
            }
            guard let releasing else { return }
            releasing.release { releasing.liveHandles -= 1 }
        }
    }
}
