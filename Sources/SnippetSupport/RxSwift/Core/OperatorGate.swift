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
/// outermost locked region. So does the terminal event itself: a downstream operator that hears
/// it lets its upstream go at once (`flatMap` its outer sequence), which would again be under
/// our lock. Once a terminal event is decided nothing more is sent, so sending it after the
/// lock keeps the order. A terminal event decided while this thread re-enters the lock (from
/// inside a delivery) is sent at once, as the lock is held further up anyway.
final class OperatorGate<Element>: @unchecked Sendable {
    private let outlet: Outlet<Element>
    private let lock = RecursiveLock()
    // Guarded by `lock`: how deep this thread is in locked regions, and what waits for the last.
    private var depth = 0
    private var postponed: [Disposable] = []
    private var stopped = false
    private var ending: Event<Element>?

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
            var end: Event<Element>?
            if depth == 0 {
                swap(&due, &postponed)
                swap(&end, &ending)
            }
            lock.unlock()
            if let end { outlet.send(end) }
            for disposable in due { disposable.dispose() }
        }
        return try body()
    }

    /// Lets `disposable` go once the lock is released. Only called inside `locked`.
    func dispose(_ disposable: Disposable) {
        postponed.append(disposable)
    }

    /// Sends a value now; a terminal event (and the end of the whole subscription after it) once
    /// the lock is released. Nothing is sent after a terminal event. Only called inside `locked`.
    func send(_ event: Event<Element>) {
        guard !stopped else { return }
        if event.isStopEvent {
            stopped = true
            postponed.append(outlet)
            if depth > 1 {
                outlet.send(event)
            } else {
                ending = event
            }
            return
        }
        outlet.send(event)
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
