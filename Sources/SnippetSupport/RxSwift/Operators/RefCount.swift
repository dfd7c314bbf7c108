final class RefCount<Source: ConnectableObservableType>: @unchecked Sendable {
    private let source: Source
    private let lock = RecursiveLock()
    private var count = 0
    private var connection: Disposable?
    private var connectionID = 0

    init(_ source: Source) {
        self.source = source
    }

    /// Adds a subscriber, connecting the source for the first one. The count is kept under the
    /// lock, so concurrent first subscribers still connect once; subscribing to the source and
    /// connecting it happen after the lock is released, as does ending the connection, because
    /// either may run a source's subscribe or teardown code that waits on a lock of its own.
    func join(_ outlet: Outlet<Source.Element>) -> Disposable {
        let id = lock.performLocked { connectionID }
        let subscription = source.subscribe(AnyObserver<Source.Element> { [weak self] event in
            if event.isStopEvent, let self {
                // The source ended: the connection is over before the end is passed on, so
                // whoever subscribes on hearing it starts a new one.
                let ended: Disposable? = self.lock.performLocked {
                    guard id == self.connectionID else { return nil }
                    let ended = self.connection
                    self.connection = nil
                    self.count = 0
                    self.connectionID += 1
                    return ended
                }
                ended?.dispose()
            }
            outlet.on(event)
        })
        let connects: Bool = lock.performLocked {
            count += 1
            return count == 1 && id == connectionID
        }
        if connects {
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
                guard self.count == 0 else { return nil }
                let ended = self.connection
                self.connection = nil
                self.connectionID += 1
                return ended
            }
            ended?.dispose()
        }
    }
}
