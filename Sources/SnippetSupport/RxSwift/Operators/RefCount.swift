final class RefCount<Source: ConnectableObservableType>: @unchecked Sendable {
    private let source: Source
    private let lock = RecursiveLock()
    // Guarded by `lock`: subscribers of the current connection, the connection, and its number
    // (each connection that ends, or is given up, moves it on).
    private var count = 0
    private var connection: Disposable?
    private var connectionID = 0

    init(_ source: Source) {
        self.source = source
    }

    /// Ends the current connection's count and forgets the connection, under the lock; returns
    /// it, to be let go after the lock is released.
    private func endConnection() -> Disposable? {
        let ended = connection
        connection = nil
        count = 0
        connectionID += 1
        // A multicast forgets its connection (and subject) now, not when its source is let go,
        // so a subscriber that joins in between joins the next connection, not the ending one.
        (ended as? MulticastConnection)?.detach()
        return ended
    }

    /// Adds a subscriber, connecting the source for the first one. Decisions are taken under the
    /// lock: the subscriber is counted before it subscribes, so concurrent first subscribers
    /// still connect once. Subscribing, connecting and ending the connection happen after the
    /// lock is released, because each may run a source's subscribe or teardown code, which may
    /// wait on a lock of its own held by a thread waiting for ours.
    func join(_ outlet: Outlet<Source.Element>) -> Disposable {
        let (id, first): (Int, Bool) = lock.performLocked {
            count += 1
            return (connectionID, count == 1)
        }
        let subscription = source.subscribe(AnyObserver<Source.Element> { [weak self] event in
            if event.isStopEvent, let self {
                // The source ended: the connection is over before the end is passed on, so
                // whoever subscribes on hearing it starts a new one.
                let ended: Disposable? = self.lock.performLocked {
                    guard id == self.connectionID else { return nil }
                    return self.endConnection()
                }
                ended?.dispose()
            }
            outlet.on(event)
        })
        // The connection may have ended while subscribing (a subject replaying its end).
        if first && lock.performLocked({ id == connectionID }) {
            let made = source.connect()
            let kept: Bool = lock.performLocked {
                guard id == connectionID else { return false }
                connection = made
                return true
            }
            // The source ended, or the last subscriber left, while connecting: that connection
            // is over already.
            if !kept { made.dispose() }
        }
        return Disposables.create { [weak self] in
            subscription.dispose()
            guard let self else { return }
            let ended: Disposable? = self.lock.performLocked {
                guard id == self.connectionID else { return nil }
                self.count -= 1
                return self.count == 0 ? self.endConnection() : nil
            }
            ended?.dispose()
        }
    }
}
