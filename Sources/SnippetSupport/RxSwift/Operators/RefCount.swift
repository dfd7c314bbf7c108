final class RefCount<Source: ConnectableObservableType>: @unchecked Sendable {
    private let source: Source
    private let lock = RecursiveLock()
    private var count = 0
    private var connection: Disposable?
    private var connectionID = 0

    init(_ source: Source) {
        self.source = source
    }

    /// Adds a subscriber, connecting the source for the first one.
    func join(_ outlet: Outlet<Source.Element>) -> Disposable {
        lock.performLocked {
            let id = connectionID
            var subscriptionRef: Disposable?
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
            subscriptionRef = subscription
            count += 1
            if count == 1 && id == connectionID {
                let made = source.connect()
                if id == connectionID {
                    connection = made
                } else {
                    // The source ended while connecting: that connection is over already.
                    made.dispose()
                }
            }
            let release = Disposables.create { [weak self] in
                subscriptionRef?.dispose()
                guard let self else { return }
                self.lock.performLocked {
                    guard id == self.connectionID else { return }
                    self.count -= 1
                    if self.count == 0 {
                        self.connection?.dispose()
                        self.connection = nil
                        self.connectionID += 1
                    }
                }
            }
            return release
        }
    }
}
