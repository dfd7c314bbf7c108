import Dispatch
import Foundation
import RxSwift

/// How long a source's teardown (or subscribe) waits for the lock another thread holds. With the
/// right behaviour it waits only while that thread passes one event into the operator; an
/// operator that lets the source go under its own lock keeps it waiting until this runs out, so
/// a regression renders as "blocked" instead of hanging the suite.
private let foreignPatience: TimeInterval = 20

/// Where the guarded source takes the foreign lock.
enum GuardedStep {
    /// When it is disposed: RxSwift's anomaly tests for issues 2703 (zip) and 2711 (merge).
    case teardown
    /// When it is subscribed (a connection starting).
    case subscribe
}

/// What one round of a lock-inversion scenario works with: two subjects feeding the operator, a
/// timer that fires only when told, and the log of what the subscriber saw.
final class InversionRound: @unchecked Sendable {
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    let timer = ManualScheduler()
    let events = LockedLog()
    private let lock = NSLock()
    private var kept: [Disposable] = []

    /// Subscribes to `source` (from any thread), logging what it sends; disposed at the end of
    /// the round.
    @discardableResult
    func record<Element>(_ source: Observable<Element>) -> Disposable {
        keep(source.subscribe(onNext: { [events] in events("next \($0)") },
                              onError: { [events] in events("error \($0)") },
                              onCompleted: { [events] in events("completed") }))
    }

    /// Disposes `disposable` at the end of the round.
    @discardableResult
    func keep(_ disposable: Disposable) -> Disposable {
        lock.lock()
        kept.append(disposable)
        lock.unlock()
        return disposable
    }

    fileprivate func finish() {
        lock.lock()
        let all = kept
        lock.unlock()
        all.forEach { $0.dispose() }
    }
}

/// The two things a round does on two threads: `end` makes the operator let the guarded source
/// go (or connect it); `push`, run while the foreign lock is held and that teardown (or
/// subscribe) is under way, reaches into the operator, which needs its lock.
struct InversionMoves: @unchecked Sendable {
    let end: () -> Void
    let push: () -> Void
}

/// RxSwift's rule for operators with a lock of their own: never dispose of (nor subscribe to) a
/// source while holding it. Each round builds a scenario around `guarded`, the values of the
/// round's subject `a` from a source whose teardown (or subscribe) takes a foreign lock. One
/// thread takes that lock and, once the guarded step has begun, runs `push`; another runs `end`.
/// If the operator runs the step under its own lock, both wait on each other until the step
/// gives up. Renders how many rounds' steps got the foreign lock (it stops at the first that did
/// not) and what the subscriber saw in the last round (sorted when `inAnyOrder`: the two
/// threads' events may then arrive either way round).
func lockInversion(rounds: Int = 20, guarding step: GuardedStep = .teardown, inAnyOrder: Bool = false,
                   _ scenario: (_ guarded: Observable<Int>, _ round: InversionRound) -> InversionMoves) -> String {
    var passed = 0
    var seen = ""
    for _ in 0 ..< rounds {
        let round = InversionRound()
        let foreign = NSRecursiveLock()
        let foreignHeld = DispatchSemaphore(value: 0)
        let stepStarted = DispatchSemaphore(value: 0)
        let outcome = LockedLog()
        let finished = DispatchGroup()

        func guardedStep() {
            stepStarted.signal()
            if foreign.lock(before: Date(timeIntervalSinceNow: foreignPatience)) {
                foreign.unlock()
                outcome("took the lock")
            } else {
                outcome("blocked")
            }
        }
        let guarded = Observable<Int>.create { observer in
            if step == .subscribe { guardedStep() }
            let subscription = round.a.subscribe(observer)
            return Disposables.create {
                if step == .teardown { guardedStep() }
                subscription.dispose()
            }
        }
        let moves = scenario(guarded, round)

        // Threads of their own, not the dispatch pool, which may be slow to grow on a loaded machine.
        finished.enter()
        Thread {
            foreign.lock()
            foreignHeld.signal()
            if stepStarted.wait(timeout: .now() + scenarioPatience) == .success {
                moves.push()
            } else {
                outcome("never started")
            }
            foreign.unlock()
            finished.leave()
        }.start()
        finished.enter()
        Thread {
            _ = foreignHeld.wait(timeout: .now() + scenarioPatience)
            moves.end()
            finished.leave()
        }.start()

        let done = finished.wait(timeout: .now() + scenarioPatience) == .success
        round.finish()
        let events = round.events.text.components(separatedBy: ", ").filter { !$0.isEmpty }
        seen = events.isEmpty ? "nothing" : (inAnyOrder ? events.sorted() : events).joined(separator: ", ")
        // A step that ran again (a source connected anew in the round) must have got it too.
        let steps = outcome.text.components(separatedBy: ", ")
        guard done, steps.allSatisfy({ $0 == "took the lock" }) else {
            return "\(passed) of \(rounds) rounds took the lock, then: \(done ? outcome.text : "timed out"); saw \(seen)"
        }
        passed += 1
    }
    return "\(passed) of \(rounds) rounds took the lock; saw \(seen)"
}

/// A scheduler whose booked work runs only when `fire()` is called, on the calling thread: a
/// scenario decides which thread reaches an operator through its timer, and when. Work disposed
/// before it fires does not run.
final class ManualScheduler: SchedulerType, @unchecked Sendable {
    private let lock = NSLock()
    private var booked: [(cancel: BooleanDisposable, work: () -> Void)] = []

    var now: RxTime { Date() }

    private func book(_ work: @escaping () -> Void) -> Disposable {
        let cancel = BooleanDisposable()
        lock.lock()
        booked.append((cancel, work))
        lock.unlock()
        return cancel
    }

    /// Runs what is booked now (not what that books in turn).
    func fire() {
        lock.lock()
        let due = booked
        booked = []
        lock.unlock()
        for entry in due where !entry.cancel.isDisposed { entry.work() }
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        book { _ = action(state) }
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        book { _ = action(state) }
    }

    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        book { _ = action(state) }
    }
}
