// `for try await` over any observable (and anything convertible to one: subjects, traits).

/// Keeps the subscription for the stream's termination handler, which must be `Sendable`.
private final class ValuesSubscription: @unchecked Sendable {
    private let lock = RecursiveLock()
    private var subscription: Disposable?
    private var ended = false

    func keep(_ subscription: Disposable) {
        let late: Bool = lock.performLocked {
            if ended { return true }
            self.subscription = subscription
            return false
        }
        if late { subscription.dispose() }
    }

    func end() {
        let subscription: Disposable? = lock.performLocked {
            ended = true
            defer { self.subscription = nil }
            return self.subscription
        }
        subscription?.dispose()
    }
}

extension ObservableConvertibleType {
    /// The values as an `AsyncThrowingStream`: the loop ends at completion and throws the
    /// sequence's error. Reading the property subscribes at once, and values wait in the
    /// stream's buffer until read. Leaving the loop early, cancelling the task that iterates, or
    /// dropping the stream disposes the subscription; a cancelled loop throws `CancellationError`.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            let subscription = ValuesSubscription()
            continuation.onTermination = { termination in
                subscription.end()
                // As in RxSwift, a loop whose task is cancelled throws `CancellationError`.
                if case .cancelled = termination { continuation.finish(throwing: CancellationError()) }
            }
            subscription.keep(asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() }))
        }
    }
}
