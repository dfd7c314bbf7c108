/// The lock of an operator with more than one input (`zip`, `combineLatest`, `amb`,
/// `withLatestFrom`, `sample`, `take(until:)`, the timed operators), together with the outlet it
/// sends to.
///
/// Values are still sent under the lock, which is what keeps deliveries from several inputs one
/// at a time. What the lock must never cover is letting a source go: a source's teardown may take
/// a lock of its own (a `create` closure's, a subject's), and a thread holding that lock may at
/// the same moment be waiting for ours to deliver a value, so disposing under ours would deadlock
/// both (RxSwift's anomaly test for issue 2703). Disposals asked for under the lock, including
/// the end of the subscription that follows a terminal event, run once this thread has left its
/// outermost locked region.
final class OperatorGate<Element>: @unchecked Sendable {
    private let outlet: Outlet<Element>
    private let lock = RecursiveLock()
    // Guarded by `lock`: how deep this thread is in locked regions, and what waits for the last.
    private var depth = 0
    private var postponed: [Disposable] = []

    init(_ outlet: Outlet<Element>) {
        self.outlet = outlet
    }

    /// Runs `body` under the lock; the disposals it asked for happen after it is released.
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        depth += 1
        defer {
            depth -= 1
            var due: [Disposable] = []
            if depth == 0 { swap(&due, &postponed) }
            lock.unlock()
            for disposable in due { disposable.dispose() }
        }
        return try body()
    }

    /// Lets `disposable` go once the lock is released. Only called inside `locked`.
    func dispose(_ disposable: Disposable) {
        postponed.append(disposable)
    }

    /// Sends `event` now; a terminal one ends the whole subscription once the lock is released.
    /// Only called inside `locked`.
    func send(_ event: Event<Element>) {
        outlet.send(event)
        if event.isStopEvent { postponed.append(outlet) }
    }

    /// Sends the result of `body`, or fails with the error it throws.
    func forward(_ body: () throws -> Element) {
        do {
            send(.next(try body()))
        } catch {
            send(.error(error))
        }
    }

    /// Whether the subscription was disposed or has ended.
    var isDisposed: Bool { outlet.isDisposed }
}
