// `for await` over an infallible: no `try`, since nothing can be thrown.

/// Holds the subscription for the stream's termination handler, which must be `Sendable`.
private final class StreamSubscription: @unchecked Sendable {
    var disposable: Disposable?
}

extension InfallibleType {
    /// The values as an `AsyncStream`. Reading the property subscribes at once; values are
    /// buffered until iterated. The stream ends at completion, and ending the iteration early
    /// (or dropping the stream) disposes the subscription.
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let holder = StreamSubscription()
            holder.disposable = subscribe(onNext: { continuation.yield($0) }, onCompleted: { continuation.finish() },
                                          onDisposed: { continuation.finish() })
            continuation.onTermination = { _ in holder.disposable?.dispose() }
        }
    }
}
