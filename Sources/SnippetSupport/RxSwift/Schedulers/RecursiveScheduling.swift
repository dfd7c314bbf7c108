import Foundation

/// The bookkeeping of one recursive schedule: which steps are handed to the scheduler and not yet
/// started (so disposing can withdraw them), and whether the whole recursion was disposed.
final class RecursionLedger: Disposable, @unchecked Sendable {
    private let lock = RecursiveLock()
    private var cancelled = false
    private var waiting: [Int: Disposable] = [:]
    private var lastTicket = 0

    /// Hands `body` to a scheduler through `submit`, which must call the closure it is given when
    /// the scheduler runs the step. Nothing happens once the recursion is disposed.
    func hand(over submit: (@escaping () -> Void) -> Disposable, _ body: @escaping () -> Void) {
        let ticket: Int? = lock.performLocked {
            if cancelled { return nil }
            lastTicket += 1
            return lastTicket
        }
        guard let ticket else { return }
        var begun = false
        let booking = submit { [self] in
            let proceed: Bool = lock.performLocked {
                begun = true
                waiting[ticket] = nil
                return !cancelled
            }
            if proceed { body() }
        }
        // The step may already have run (a trampoline that was idle runs it inside `submit`).
        let tooLate: Bool = lock.performLocked {
            if begun { return false }
            if cancelled { return true }
            waiting[ticket] = booking
            return false
        }
        if tooLate { booking.dispose() }
    }

    func dispose() {
        let withdrawn: [Disposable] = lock.performLocked {
            cancelled = true
            defer { waiting.removeAll() }
            return Array(waiting.values)
        }
        for booking in withdrawn { booking.dispose() }
    }
}

public extension ImmediateSchedulerType {
    /// Runs `action` with `state`; each call of `recurse` inside it books another run with the
    /// new state on this scheduler. On a queueing scheduler (the trampoline) the next run starts
    /// only after the current one returned, so the stack does not grow. Disposing the result
    /// withdraws every run not yet started.
    func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let ledger = RecursionLedger()
        func book(_ value: State) {
            ledger.hand(over: { start in
                self.schedule(()) { _ in
                    start()
                    return Disposables.create()
                }
            }, { action(value, book) })
        }
        book(state)
        return ledger
    }
}

public extension SchedulerType {
    /// Like `scheduleRecursive(_:action:)`, with a delay: the first run after `dueTime`, each
    /// later one after the delay passed to `recurse`.
    func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void) -> Disposable {
        let ledger = RecursionLedger()
        func book(_ value: State, _ delay: RxTimeInterval) {
            ledger.hand(over: { start in
                self.scheduleRelative((), dueTime: delay) { _ in
                    start()
                    return Disposables.create()
                }
            }, { action(value, book) })
        }
        book(state, dueTime)
        return ledger
    }
}
