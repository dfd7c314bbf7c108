import Dispatch
import Foundation

/// A dispatch timer that can be stopped from any thread. It keeps itself alive through its
/// handler until it is stopped; a one-shot timer stops itself once it has fired.
final class QueueTimer: Cancelable, @unchecked Sendable {
    private let lock = RecursiveLock()
    private var source: DispatchSourceTimer?

    /// Fires `tick` on `queue` at `deadline`, then every `every` when one is given.
    init(on queue: DispatchQueue, at deadline: DispatchTime, every: DispatchTimeInterval?, leeway: DispatchTimeInterval, tick: @escaping () -> Void) {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: deadline, repeating: every ?? .never, leeway: leeway)
        source = timer
        let repeats = every != nil
        timer.setEventHandler { [self] in
            guard !isDisposed else { return }
            if !repeats { dispose() }
            tick()
        }
        timer.resume()
    }

    var isDisposed: Bool { lock.performLocked { source == nil } }

    func dispose() {
        let stopping: DispatchSourceTimer? = lock.performLocked {
            defer { source = nil }
            return source
        }
        stopping?.cancel()
    }
}

/// How the dispatch-queue schedulers hand work to their queue: `async` for work to run now, a
/// `QueueTimer` for work to run later or periodically.
protocol DispatchQueueBacked {
    var workQueue: DispatchQueue { get }
    var timerLeeway: DispatchTimeInterval { get }
}

extension DispatchQueueBacked {
    func enqueue<StateType>(_ state: StateType, _ action: @escaping (StateType) -> Disposable) -> Disposable {
        let outcome = SingleAssignmentDisposable()
        workQueue.async {
            guard !outcome.isDisposed else { return }
            outcome.setDisposable(action(state))
        }
        return outcome
    }

    func enqueue<StateType>(_ state: StateType, after delay: RxTimeInterval, _ action: @escaping (StateType) -> Disposable) -> Disposable {
        // Until the timer fires the slot holds the timer; then it holds what the work returned.
        let slot = SerialDisposable()
        slot.disposable = QueueTimer(on: workQueue, at: .now() + delay, every: nil, leeway: timerLeeway) {
            guard !slot.isDisposed else { return }
            slot.disposable = action(state)
        }
        return slot
    }

    func enqueueRepeating<StateType>(_ state: StateType, firstAfter delay: RxTimeInterval, every period: RxTimeInterval, _ action: @escaping (StateType) -> StateType) -> Disposable {
        // A timer's handler never overlaps itself, so the state needs no lock.
        var carried = state
        return QueueTimer(on: workQueue, at: .now() + delay, every: period, leeway: timerLeeway) {
            carried = action(carried)
        }
    }
}
