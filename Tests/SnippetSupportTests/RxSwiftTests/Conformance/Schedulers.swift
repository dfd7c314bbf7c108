import Dispatch
import Foundation
import RxBlocking
import RxSwift
import RxTest

/// Schedulers and the disposables that work with them. Scenarios on real dispatch queues wait
/// for the queue (a `sync` barrier or `toBlocking`), never for a fixed time. They use queues of
/// their own, not the global ones: on Linux the tests block the global queue's few threads, and
/// a global queue then waits about a second for a new thread.
extension Behaviours {
    static let schedulers: [Behaviour] = [
        Behaviour("schedulers", "trampoline: work scheduled inside runs after the outer work returns", "outer start, outer end, inner") { _ in
            let log = Log()
            let trampoline = CurrentThreadScheduler.instance
            _ = trampoline.schedule(()) { _ in
                log("outer start")
                _ = trampoline.schedule(()) { _ in
                    log("inner")
                    return Disposables.create()
                }
                log("outer end")
                return Disposables.create()
            }
            return log.text
        },
        Behaviour("schedulers", "trampoline: isScheduleRequired outside, inside and after", "false, true, true, false") { _ in
            let log = Log()
            log("\(!CurrentThreadScheduler.isScheduleRequired)")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log("\(!CurrentThreadScheduler.isScheduleRequired)")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log("\(!CurrentThreadScheduler.isScheduleRequired)")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            log("\(!CurrentThreadScheduler.isScheduleRequired)")
            return log.text
        },
        Behaviour("schedulers", "trampoline: queued work runs first in, first out", "outer, A, B, C from A, D from B") { _ in
            let log = Log()
            let trampoline = CurrentThreadScheduler.instance
            func step(_ name: String, then next: String? = nil) -> Disposable {
                trampoline.schedule(name) { name in
                    log(name)
                    if let next { _ = step(next) }
                    return Disposables.create()
                }
            }
            _ = trampoline.schedule(()) { _ in
                log("outer")
                _ = step("A", then: "C from A")
                _ = step("B", then: "D from B")
                return Disposables.create()
            }
            return log.text
        },
        Behaviour("schedulers", "trampoline: disposing queued work before it runs skips it", "outer, kept") { _ in
            let log = Log()
            let trampoline = CurrentThreadScheduler.instance
            _ = trampoline.schedule(()) { _ in
                log("outer")
                let dropped = trampoline.schedule(()) { _ in
                    log("dropped")
                    return Disposables.create()
                }
                _ = trampoline.schedule(()) { _ in
                    log("kept")
                    return Disposables.create()
                }
                dropped.dispose()
                return Disposables.create()
            }
            return log.text
        },
        Behaviour("schedulers", "trampoline: the disposable of queued work disposes what the work returned", "outer, work, disposed") { _ in
            let log = Log()
            let trampoline = CurrentThreadScheduler.instance
            var queued: Disposable?
            _ = trampoline.schedule(()) { _ in
                log("outer")
                queued = trampoline.schedule(()) { _ in
                    log("work")
                    return Disposables.create { log("disposed") }
                }
                return Disposables.create()
            }
            queued?.dispose()
            return log.text
        },
        Behaviour("schedulers", "trampoline: two sources subscribed inside one step take turns", "a1, b1, a2, b2, a3, b3") { _ in
            let log = Log()
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                _ = Observable.of(1, 2, 3).subscribe(onNext: { log("a\($0)") })
                _ = Observable.of(1, 2, 3).subscribe(onNext: { log("b\($0)") })
                return Disposables.create()
            }
            return log.text
        },
        Behaviour("schedulers", "trampoline: work run at once hands back its own disposable", "returned, work's disposable disposed") { _ in
            let log = Log()
            let result = CurrentThreadScheduler.instance.schedule(()) { _ in
                Disposables.create { log("work's disposable disposed") }
            }
            log("returned")
            result.dispose()
            return log.text
        },
        Behaviour("schedulers", "trampoline: another thread has a trampoline of its own", "inside: false, other thread: true") { _ in
            let log = Log()
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log("inside: \(CurrentThreadScheduler.isScheduleRequired)")
                let seen = AtomicFlag()
                let finished = DispatchSemaphore(value: 0)
                let other = Thread {
                    seen.set(CurrentThreadScheduler.isScheduleRequired)
                    finished.signal()
                }
                other.start()
                finished.wait()
                log("other thread: \(seen.value)")
                return Disposables.create()
            }
            return log.text
        },
        Behaviour("schedulers", "scheduleRecursive on the trampoline: two recursions in one step", "step 0, end 0, step 1, end 1, step 2, end 2") { _ in
            let log = Log()
            _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { n, recurse in
                log("step \(n)")
                if n == 0 {
                    recurse(1)
                    recurse(2)
                }
                log("end \(n)")
            }
            return log.text
        },
        Behaviour("schedulers", "scheduleRecursive on a virtual clock: two recursions in one step run together", "0 @ 1, 1 @ 2, 2 @ 2") { s in
            let log = Log()
            _ = s.scheduleRecursive(0) { n, recurse in
                log("\(n) @ \(s.clock)")
                if n == 0 {
                    recurse(1)
                    recurse(2)
                }
            }
            s.start()
            return log.text
        },
        Behaviour("schedulers", "scheduleRecursive on the trampoline: each step after the previous returned", "step 0, end 0, step 1, end 1, step 2, end 2, returned") { _ in
            let log = Log()
            _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { n, recurse in
                log("step \(n)")
                if n < 2 { recurse(n + 1) }
                log("end \(n)")
            }
            log("returned")
            return log.text
        },
        Behaviour("schedulers", "scheduleRecursive on a virtual clock: one tick a step", "0 @ 1, 1 @ 2, 2 @ 3, 3 @ 4") { s in
            let log = Log()
            _ = s.scheduleRecursive(0) { n, recurse in
                log("\(n) @ \(s.clock)")
                if n < 3 { recurse(n + 1) }
            }
            s.start()
            return log.text
        },
        Behaviour("schedulers", "scheduleRecursive stops when disposed (disposal due first at 3)", "0 @ 1, 1 @ 2") { s in
            let log = Log()
            let recursion = s.scheduleRecursive(0) { n, recurse in
                log("\(n) @ \(s.clock)")
                recurse(n + 1)
            }
            s.scheduleAt(3) { recursion.dispose() }
            s.start()
            return log.text
        },
        Behaviour("schedulers", "schedulePeriodic on a virtual clock: first after startAfter, then every period", "0 @ 100, 1 @ 130, 2 @ 160, 3 @ 190") { s in
            let log = Log()
            let periodic = s.schedulePeriodic(0, startAfter: .seconds(100), period: .seconds(30)) { n in
                log("\(n) @ \(s.clock)")
                return n + 1
            }
            s.scheduleAt(200) { periodic.dispose() }
            s.start()
            return log.text
        },
        Behaviour("schedulers", "schedulePeriodic disposed at a due time does not run then", "0 @ 10, 1 @ 20") { s in
            let log = Log()
            let periodic = s.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { n in
                log("\(n) @ \(s.clock)")
                return n + 1
            }
            s.scheduleAt(30) { periodic.dispose() }
            s.start()
            return log.text
        },
        Behaviour("schedulers", "schedulePeriodic books its next run before calling the action", "p0 @ 10, p1 @ 20, r0 @ 20, p2 @ 30, r1 @ 30") { s in
            let log = Log()
            _ = s.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { n in
                log("p\(n) @ \(s.clock)")
                _ = s.scheduleRelative(n, dueTime: .seconds(10)) { n in
                    log("r\(n) @ \(s.clock)")
                    return Disposables.create()
                }
                return n + 1
            }
            s.advanceTo(35)
            return log.text
        },
        Behaviour("schedulers", "schedulePeriodic starting at once on a virtual clock", "0 @ 1, 1 @ 6, 2 @ 11") { s in
            let log = Log()
            let periodic = s.schedulePeriodic(0, startAfter: .seconds(0), period: .seconds(5)) { n in
                log("\(n) @ \(s.clock)")
                return n + 1
            }
            s.scheduleAt(12) { periodic.dispose() }
            s.start()
            return log.text
        },
        Behaviour("schedulers", "scheduleRelative on a virtual clock, zero due time", "due 0 @ 1, due 5 @ 5, due 20 @ 20") { s in
            let log = Log()
            for due in [20, 0, 5] {
                _ = s.scheduleRelative(due, dueTime: .seconds(due)) { due in
                    log("due \(due) @ \(s.clock)")
                    return Disposables.create()
                }
            }
            s.start()
            return log.text
        },
        Behaviour("schedulers", "observe(on:) a virtual clock: an error is delivered a tick later too", "[next(1) @ 211, error(boom) @ 221]") { s in
            let xs = s.createHotObservable([.next(210, 1), .error(220, boom)] as [Recorded<Event<Int>>])
            return render(s.start { xs.observe(on: s) })
        },
        Behaviour("schedulers", "observe(on:) a virtual clock of a cold source", "[next(1) @ 201, next(2) @ 202, next(3) @ 203, completed @ 204]") { s in
            render(s.start { Observable.of(1, 2, 3).observe(on: s) })
        },
        Behaviour("schedulers", "subscribe(on:) a virtual clock: subscription and disposal both a tick late", "[next(1) @ 251] [(201: 261)]") { s in
            let xs = s.createColdObservable([.next(50, 1), .next(70, 2), .completed(100)])
            return render(s.start(created: 100, subscribed: 200, disposed: 260) { xs.subscribe(on: s) }, xs.subscriptions)
        },
        Behaviour("schedulers", "subscribe(on:) then observe(on:) a virtual clock", "[next(1) @ 212, completed @ 222] [(201: 222)]") { s in
            let xs = s.createColdObservable([.next(10, 1), .completed(20)])
            return render(s.start { xs.subscribe(on: s).observe(on: s) }, xs.subscriptions)
        },
        Behaviour("schedulers", "ScheduledDisposable disposes the inner disposable on its scheduler", "disposed at 100: false, inner disposed @ 101, same scheduler: true") { s in
            let log = Log()
            let inner = Disposables.create { log("inner disposed @ \(s.clock)") }
            let scheduled = ScheduledDisposable(scheduler: s, disposable: inner)
            s.scheduleAt(100) {
                scheduled.dispose()
                log("disposed at 100: \(scheduled.isDisposed)")
            }
            s.start()
            log("same scheduler: \((scheduled.scheduler as AnyObject) === s)")
            return log.text
        },
        Behaviour("schedulers", "ScheduledDisposable disposed twice disposes the inner one once", "before: false, inner disposed @ 11, after: true") { s in
            let log = Log()
            let scheduled = ScheduledDisposable(scheduler: s, disposable: Disposables.create { log("inner disposed @ \(s.clock)") })
            log("before: \(scheduled.isDisposed)")
            s.scheduleAt(10) { scheduled.dispose() }
            s.scheduleAt(20) { scheduled.dispose() }
            s.start()
            log("after: \(scheduled.isDisposed)")
            return log.text
        },
        Behaviour("schedulers", "ScheduledDisposable on a dispatch queue disposes on that queue", "on the queue: true, isDisposed: true") { _ in
            let key = DispatchSpecificKey<String>()
            let queue = DispatchQueue(label: "scheduled-disposable")
            queue.setSpecific(key: key, value: "here")
            let onQueue = AtomicFlag()
            let scheduled = ScheduledDisposable(scheduler: SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "scheduled-disposable-target"),
                                                disposable: Disposables.create { onQueue.set(DispatchQueue.getSpecific(key: key) == "here") })
            scheduled.dispose()
            // The scheduler's own queue targets `queue`: a barrier there waits for the disposal.
            queue.sync {}
            return "on the queue: \(onQueue.value), isDisposed: \(scheduled.isDisposed)"
        },
        Behaviour("schedulers", "RefCountDisposable waits for the primary and every handle", "primary: false, first: false, second: true") { _ in
            let log = Log()
            let underlying = BooleanDisposable()
            let refCount = RefCountDisposable(disposable: underlying)
            let first = refCount.retain()
            let second = refCount.retain()
            refCount.dispose()
            log("primary: \(underlying.isDisposed)")
            first.dispose()
            log("first: \(underlying.isDisposed)")
            second.dispose()
            log("second: \(underlying.isDisposed)")
            return log.text
        },
        Behaviour("schedulers", "RefCountDisposable: handles first, then the primary", "handle: false, again: false, primary: true") { _ in
            let log = Log()
            let underlying = BooleanDisposable()
            let refCount = RefCountDisposable(disposable: underlying)
            let handle = refCount.retain()
            handle.dispose()
            log("handle: \(underlying.isDisposed)")
            handle.dispose()
            log("again: \(underlying.isDisposed)")
            refCount.dispose()
            log("primary: \(underlying.isDisposed)")
            return log.text
        },
        Behaviour("schedulers", "RefCountDisposable: a handle disposed twice counts once", "after twice: false, after the other: true") { _ in
            let log = Log()
            let underlying = BooleanDisposable()
            let refCount = RefCountDisposable(disposable: underlying)
            let first = refCount.retain()
            let second = refCount.retain()
            refCount.dispose()
            first.dispose()
            first.dispose()
            log("after twice: \(underlying.isDisposed)")
            second.dispose()
            log("after the other: \(underlying.isDisposed)")
            return log.text
        },
        Behaviour("schedulers", "RefCountDisposable: isDisposed follows the underlying disposable", "fresh: false, primary only: false, all: true, disposals: 1") { _ in
            let log = Log()
            let count = Counter()
            let refCount = RefCountDisposable(disposable: Disposables.create { count.increment() })
            log("fresh: \(refCount.isDisposed)")
            let handle = refCount.retain()
            refCount.dispose()
            refCount.dispose()
            log("primary only: \(refCount.isDisposed)")
            handle.dispose()
            log("all: \(refCount.isDisposed)")
            log("disposals: \(count.value)")
            return log.text
        },
        Behaviour("schedulers", "RefCountDisposable: a handle retained after the primary was disposed counts too", "after the first handle: false, after the late handle: true") { _ in
            let log = Log()
            let underlying = BooleanDisposable()
            let refCount = RefCountDisposable(disposable: underlying)
            let first = refCount.retain()
            refCount.dispose()
            let late = refCount.retain()
            first.dispose()
            log("after the first handle: \(underlying.isDisposed)")
            late.dispose()
            log("after the late handle: \(underlying.isDisposed)")
            return log.text
        },
        Behaviour("schedulers", "RefCountDisposable: retain after everything was disposed", "disposed: true, late handle disposed, disposals: 1") { _ in
            let log = Log()
            let count = Counter()
            let refCount = RefCountDisposable(disposable: Disposables.create { count.increment() })
            refCount.dispose()
            log("disposed: \(refCount.isDisposed)")
            refCount.retain().dispose()
            log("late handle disposed")
            log("disposals: \(count.value)")
            return log.text
        },
        Behaviour("schedulers", "a serial dispatch queue scheduler runs work in order", "[1, 2, 3, 4, 5]") { _ in
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "conformance-serial")
            let values = (try? Observable.from([1, 2, 3, 4, 5]).observe(on: scheduler).toBlocking().toArray()) ?? []
            return "\(values)"
        },
        Behaviour("schedulers", "interval on a serial dispatch queue, taken three times", "[0, 1, 2]") { _ in
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "conformance-interval")
            let values = (try? Observable<Int>.interval(.milliseconds(1), scheduler: scheduler).take(3).toBlocking().toArray()) ?? []
            return "\(values)"
        },
        Behaviour("schedulers", "subscribe(on:) a concurrent dispatch queue scheduler", "[10, 20, 30]") { _ in
            let scheduler = ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "conformance-concurrent", attributes: .concurrent))
            let values = (try? Observable.of(1, 2, 3).subscribe(on: scheduler).map { $0 * 10 }.toBlocking().toArray()) ?? []
            return "\(values)"
        },
        Behaviour("schedulers", "an operation queue scheduler runs the work", "[2, 4]") { _ in
            let operations = OperationQueue()
            operations.maxConcurrentOperationCount = 1
            let scheduler = OperationQueueScheduler(operationQueue: operations)
            let values = (try? Observable.of(1, 2).observe(on: scheduler).map { $0 * 2 }.toBlocking().toArray()) ?? []
            return "\(values)"
        },
    ]
}

/// A flag set on one thread and read on another.
private final class AtomicFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    func set(_ newValue: Bool) { lock.lock(); flag = newValue; lock.unlock() }
    var value: Bool { lock.lock(); defer { lock.unlock() }; return flag }
}

/// Counts calls.
private final class Counter {
    private(set) var value = 0
    func increment() { value += 1 }
}
