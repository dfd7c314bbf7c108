import Dispatch
import Foundation
import RxBlocking
import RxSwift
import RxTest

/// Behaviours RxSwift's own unit tests (its Tests/ folder, run against this layer) showed this
/// layer getting wrong; each expected rendering is what real RxSwift 6.10.2 printed.
///
/// The cases with threads wait for events (a semaphore, with a long timeout only so that a
/// regression shows as a wrong rendering instead of a hung suite), never for a fixed time.
extension Behaviours {
    static var regressions: [Behaviour] {
        [
            Behaviour("regressions", "skip(until:): the source ending before the trigger ends nothing downstream",
                      "[] [(200: 250)] [(200: 250)]") { s in
                let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
                let trigger = s.createHotObservable([.next(150, 0)])
                let observer = s.start { xs.skip(until: trigger) }
                return render(observer, xs.subscriptions, trigger.subscriptions)
            },
            Behaviour("regressions", "skip(until:): a trigger that completes without a value keeps the source",
                      "[] [(200: 1000)] [(200: 225)]") { s in
                let xs = s.createHotObservable([.next(150, 1)])
                let trigger = s.createHotObservable([.next(150, 0), .completed(225)])
                let observer = s.start { xs.skip(until: trigger) }
                return render(observer, xs.subscriptions, trigger.subscriptions)
            },
            Behaviour("regressions", "skip(_:scheduler:): completion before the time is up is passed on",
                      "[completed @ 230] [(200: 230)]") { s in
                let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
                let observer = s.start { xs.skip(.seconds(50), scheduler: s) }
                return render(observer, xs.subscriptions)
            },
            Behaviour("regressions", "just(_:scheduler:): the value a tick after subscribing, completion a tick later",
                      "[next(42) @ 201, completed @ 202]") { s in
                render(s.start { Observable.just(42, scheduler: s) })
            },
            Behaviour("regressions", "just(_:scheduler:): disposing on the value stops the completion",
                      "[next(42) @ 101]") { s in
                let observer = s.createObserver(Int.self)
                let subscription = SingleAssignmentDisposable()
                s.scheduleAt(100) {
                    subscription.setDisposable(Observable.just(42, scheduler: s).subscribe { event in
                        observer.on(event)
                        if case .next = event { subscription.dispose() }
                    })
                }
                s.start()
                return render(observer)
            },
            Behaviour("regressions", "from(optional:scheduler:): a value and completion on separate ticks; none completes at once",
                      "[next(5) @ 201, completed @ 202] [completed @ 201]") { s in
                let some = s.start { Observable.from(optional: Int?.some(5), scheduler: s) }
                let other = TestScheduler(initialClock: 0)
                let none = other.start { Observable.from(optional: Int?.none, scheduler: other) }
                return render(some) + " " + render(none)
            },
            Behaviour("regressions", "share(.whileConnected): subscribing again on completion reconnects the source",
                      "first: 1 2 completed | again: 3 | [(200: 230), (230: Infinity)]") { s in
                let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(230), .next(240, 3)])
                let shared = xs.share(replay: 1, scope: .whileConnected)
                var first: [String] = []
                var again: [String] = []
                s.scheduleAt(200) {
                    _ = shared.subscribe(onNext: { first.append("\($0)") }, onCompleted: {
                        first.append("completed")
                        _ = shared.subscribe(onNext: { again.append("\($0)") })
                    })
                }
                s.start()
                return "first: \(first.joined(separator: " ")) | again: \(again.joined(separator: " ")) | \(xs.subscriptions)"
            },
            Behaviour("regressions", "share(.forever): subscribing again on completion hears the replay and the end, no reconnection",
                      "first: 1 2 completed | again: 2 completed | [(200: 230)]") { s in
                let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(230), .next(240, 3)])
                let shared = xs.share(replay: 1, scope: .forever)
                var first: [String] = []
                var again: [String] = []
                s.scheduleAt(200) {
                    _ = shared.subscribe(onNext: { first.append("\($0)") }, onCompleted: {
                        first.append("completed")
                        _ = shared.subscribe(onNext: { again.append("\($0)") }, onCompleted: { again.append("completed") })
                    })
                }
                s.start()
                return "first: \(first.joined(separator: " ")) | again: \(again.joined(separator: " ")) | \(xs.subscriptions)"
            },
            Behaviour("regressions", "flatMapFirst: the selector is not called while an inner sequence runs",
                      "selector 1, selector 3 | [next(10) @ 215, next(30) @ 235, completed @ 250]") { s in
                let log = Log()
                let xs = s.createHotObservable([.next(210, 1), .next(215, 2), .next(230, 3), .completed(250)])
                let observer = s.start {
                    xs.flatMapFirst { value -> Observable<Int> in
                        log("selector \(value)")
                        return Observable.just(value * 10).delay(.seconds(5), scheduler: s)
                            .concat(Observable.never().take(until: Observable<Int>.timer(.seconds(10), scheduler: s)))
                    }
                }
                return log.text + " | " + render(observer)
            },
            Behaviour("regressions", "toBlocking().single(_:): stops at the second match",
                      "predicate saw 42 43 44; Sequence contains more than one element.") { _ in
                var seen: [Int] = []
                var outcome = ""
                do {
                    _ = try Observable.of(42, 43, 44, 45).toBlocking().single { value in
                        seen.append(value)
                        return value >= 43
                    }
                    outcome = "no error"
                } catch {
                    outcome = "\(error)"
                }
                return "predicate saw \(seen.map(String.init).joined(separator: " ")); \(outcome)"
            },
            Behaviour("regressions", "ifEmpty(switchTo:): the empty source is let go when it completes",
                      "[next(7) @ 260, completed @ 270] [(200: 210)] [(210: 270)]") { s in
                let xs = s.createHotObservable([.next(150, 1), .completed(210)])
                let ys = s.createHotObservable([.next(260, 7), .completed(270)])
                let observer = s.start { xs.ifEmpty(switchTo: ys.asObservable()) }
                return render(observer, xs.subscriptions, ys.subscriptions)
            },
            Behaviour("regressions", "throttle: the source is let go at its completion while the last value waits",
                      "[next(2) @ 210, next(3) @ 310, completed @ 310] [(200: 250)]") { s in
                let xs = s.createHotObservable([.next(210, 2), .next(240, 3), .completed(250)])
                let observer = s.start { xs.throttle(.seconds(100), scheduler: s) }
                return render(observer, xs.subscriptions)
            },
            Behaviour("regressions", "replay(_:): a new connection after a disconnection gets a fresh subject",
                      "[next(1) @ 240, next(2) @ 250, next(3) @ 260] [(200: 300), (400: Infinity)] late: [next(40) @ 460]") { s in
                let xs = s.createHotObservable([.next(210, 1), .next(250, 2), .next(260, 3), .next(460, 40)])
                let ys = xs.replay(1)
                let early = s.createObserver(Int.self)
                let late = s.createObserver(Int.self)
                var connection: Disposable?
                s.scheduleAt(200) { connection = ys.connect() }
                s.scheduleAt(240) { _ = ys.subscribe(early) }
                s.scheduleAt(300) { connection?.dispose() }
                s.scheduleAt(400) { _ = ys.connect() }
                s.scheduleAt(450) { _ = ys.subscribe(late) }
                s.start()
                return render(early, xs.subscriptions) + " late: " + render(late)
            },
            Behaviour("regressions", "publish(): a new connection after a disconnection gets a fresh subject",
                      "[next(2) @ 250] [(200: 300), (400: Infinity)]") { s in
                let xs = s.createHotObservable([.next(250, 2), .next(460, 40)])
                let ys = xs.publish()
                let early = s.createObserver(Int.self)
                var connection: Disposable?
                s.scheduleAt(200) { connection = ys.connect() }
                s.scheduleAt(240) { _ = ys.subscribe(early) }
                s.scheduleAt(300) { connection?.dispose() }
                s.scheduleAt(400) { _ = ys.connect() }
                s.start()
                return render(early, xs.subscriptions)
            },
            Behaviour("regressions", "multicast(subject): connecting again on hearing the end starts a new connection at once",
                      "[next(1) @ 210, completed @ 220] [(200: 220), (220: Infinity)]") { s in
                let xs = s.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
                let ys = xs.multicast(PublishSubject<Int>())
                let observer = s.createObserver(Int.self)
                s.scheduleAt(200) {
                    _ = ys.do(onCompleted: { _ = ys.connect() }).subscribe(observer)
                    _ = ys.connect()
                }
                s.start()
                return render(observer, xs.subscriptions)
            },
            Behaviour("regressions", "multicast(_:selector:): a subject per subscriber, the selector's sequence, then connection",
                      "[next(6) @ 210, next(8) @ 240, completed @ 250] [(200: 250)]") { s in
                let xs = s.createHotObservable([.next(150, 1), .next(210, 3), .next(240, 4), .completed(250)])
                let observer = s.start { xs.multicast({ PublishSubject<Int>() }) { Observable.zip($0, $0) { $0 + $1 } } }
                return render(observer, xs.subscriptions)
            },
            Behaviour("regressions", "multicast(_:selector:): a throwing subject factory fails the subscription",
                      "[error(boom) @ 200] []") { s in
                let xs = s.createHotObservable([.next(210, 3)])
                let observer = s.start { xs.multicast({ () throws -> PublishSubject<Int> in throw boom }) { $0 } }
                return render(observer, xs.subscriptions)
            },
            Behaviour("regressions", "retry(when:) with a handler on any error (no error type to name)",
                      "[next(1) @ 210, next(1) @ 230, completed @ 240] [(200: 220), (220: 240)]") { s in
                let xs = s.createColdObservable([.next(10, 1), .error(20, boom)])
                let observer = s.start { xs.retry { errors in errors.take(1) } }
                return render(observer, xs.subscriptions)
            },
            Behaviour("regressions", "flatMap: an inner sequence may send from another thread while it is being subscribed",
                      "next 1 (during subscribe: delivered), completed") { _ in
                threadedInner { inner in Observable.of(1).flatMap { _ in inner } }
            },
            Behaviour("regressions", "merge: a source may send from another thread while it is being subscribed",
                      "next 1 (during subscribe: delivered), completed") { _ in
                threadedInner { inner in Observable.merge(inner, Observable.empty()) }
            },
            Behaviour("regressions", "concat: a source may send from another thread while it is being subscribed",
                      "next 1 (during subscribe: delivered), completed") { _ in
                threadedInner { inner in Observable.of(inner).concat() }
            },
            Behaviour("regressions", "flatMapLatest: an inner sequence may send from another thread while it is being subscribed",
                      "next 1 (during subscribe: delivered), completed") { _ in
                threadedInner { inner in Observable.of(1).flatMapLatest { _ in inner } }
            },

            // Lock inversions: an operator lets a source go (or subscribes one) only after
            // releasing its own lock (RxSwift's anomaly tests for issues 2703 and 2711). Each
            // case pits the source's teardown, which takes a foreign lock, against a thread that
            // holds that lock and reaches into the operator; see `lockInversion`.
            Behaviour("regressions", "zip of a collection: a completed source is let go outside zip's lock",
                      "20 of 20 rounds took the lock; saw completed") { _ in
                lockInversion { guarded, round in
                    round.record(Observable.zip([guarded, round.b.asObservable()]))
                    return InversionMoves(end: { round.a.onCompleted() }, push: { round.b.onNext(1) })
                }
            },
            Behaviour("regressions", "zip of two: a completed source is let go outside zip's lock",
                      "20 of 20 rounds took the lock; saw next 12") { _ in
                lockInversion { guarded, round in
                    round.record(Observable.zip(guarded, round.b) { $0 * 10 + $1 })
                    round.a.onNext(1)
                    return InversionMoves(end: { round.a.onCompleted() }, push: { round.b.onNext(2) })
                }
            },
            Behaviour("regressions", "combineLatest of two: a completed source is let go outside its lock",
                      "20 of 20 rounds took the lock; saw next 12") { _ in
                lockInversion { guarded, round in
                    round.record(Observable.combineLatest(guarded, round.b) { $0 * 10 + $1 })
                    round.a.onNext(1)
                    return InversionMoves(end: { round.a.onCompleted() }, push: { round.b.onNext(2) })
                }
            },
            Behaviour("regressions", "combineLatest of a collection: a completed source is let go outside its lock",
                      "20 of 20 rounds took the lock; saw next [1, 2]") { _ in
                lockInversion { guarded, round in
                    round.record(Observable.combineLatest([guarded, round.b.asObservable()]))
                    round.a.onNext(1)
                    return InversionMoves(end: { round.a.onCompleted() }, push: { round.b.onNext(2) })
                }
            },
            Behaviour("regressions", "withLatestFrom: the completed second source is let go outside its lock",
                      "20 of 20 rounds took the lock; saw next 5") { _ in
                lockInversion { guarded, round in
                    round.record(round.b.withLatestFrom(guarded))
                    round.a.onNext(5)
                    return InversionMoves(end: { round.a.onCompleted() }, push: { round.b.onNext(1) })
                }
            },
            Behaviour("regressions", "amb: the losing source is let go outside amb's lock",
                      "20 of 20 rounds took the lock; saw next 1, next 2") { _ in
                lockInversion(inAnyOrder: true) { guarded, round in
                    round.record(Observable.amb([guarded, round.b.asObservable()]))
                    return InversionMoves(end: { round.b.onNext(1) }, push: { round.b.onNext(2) })
                }
            },
            Behaviour("regressions", "sample: the completed source is let go outside sample's lock",
                      "20 of 20 rounds took the lock; saw next 3, completed") { _ in
                lockInversion { guarded, round in
                    round.record(guarded.sample(round.b))
                    round.a.onNext(3)
                    return InversionMoves(end: { round.a.onCompleted() }, push: { round.b.onNext(0) })
                }
            },
            Behaviour("regressions", "take(until:): a trigger that completed is let go outside the lock",
                      "20 of 20 rounds took the lock; saw next 1") { _ in
                lockInversion { guarded, round in
                    round.record(round.b.take(until: guarded))
                    return InversionMoves(end: { round.a.onCompleted() }, push: { round.b.onNext(1) })
                }
            },
            Behaviour("regressions", "skip(until:): the trigger that fired is let go outside the lock",
                      "20 of 20 rounds took the lock; saw next 1") { _ in
                lockInversion { guarded, round in
                    round.record(round.b.skip(until: guarded))
                    return InversionMoves(end: { round.a.onNext(0) }, push: { round.b.onNext(1) })
                }
            },
            Behaviour("regressions", "debounce: the completed source is let go outside the lock its timer needs",
                      "20 of 20 rounds took the lock; saw next 1, completed") { _ in
                lockInversion { guarded, round in
                    round.record(guarded.debounce(.seconds(60), scheduler: round.timer))
                    round.a.onNext(1)
                    return InversionMoves(end: { round.a.onCompleted() }, push: { round.timer.fire() })
                }
            },
            Behaviour("regressions", "throttle: the completed source is let go outside the lock its timer needs",
                      "20 of 20 rounds took the lock; saw next 1, next 2, completed") { _ in
                lockInversion { guarded, round in
                    round.record(guarded.throttle(.seconds(60), scheduler: round.timer))
                    round.a.onNext(1)
                    round.a.onNext(2)
                    return InversionMoves(end: { round.a.onCompleted() }, push: { round.timer.fire() })
                }
            },
            Behaviour("regressions", "buffer: the completed source is let go outside the lock its timer needs",
                      "20 of 20 rounds took the lock; saw next [1], completed") { _ in
                lockInversion { guarded, round in
                    round.record(guarded.buffer(timeSpan: .seconds(60), count: 10, scheduler: round.timer))
                    round.a.onNext(1)
                    return InversionMoves(end: { round.a.onCompleted() }, push: { round.timer.fire() })
                }
            },
            Behaviour("regressions", "window: the completed source is let go outside the lock its timer needs",
                      "20 of 20 rounds took the lock; saw next 1, completed") { _ in
                lockInversion { guarded, round in
                    round.record(guarded.window(timeSpan: .seconds(60), count: 10, scheduler: round.timer).flatMap { $0 })
                    round.a.onNext(1)
                    return InversionMoves(end: { round.a.onCompleted() }, push: { round.timer.fire() })
                }
            },
            Behaviour("regressions", "share: the last subscriber leaving ends the connection outside refCount's lock",
                      "20 of 20 rounds took the lock; saw nothing") { _ in
                lockInversion { guarded, round in
                    let shared = guarded.share()
                    let first = round.record(shared)
                    return InversionMoves(end: { first.dispose() }, push: { round.record(shared) })
                }
            },
            Behaviour("regressions", "share: the first subscriber connects outside refCount's lock; a second joins meanwhile",
                      "20 of 20 rounds took the lock; saw nothing") { _ in
                lockInversion(guarding: .subscribe) { guarded, round in
                    let shared = guarded.share()
                    return InversionMoves(end: { round.record(shared) }, push: { round.record(shared) })
                }
            },
            Behaviour("regressions", "publish: connect subscribes the source outside multicast's lock; a subscriber joins meanwhile",
                      "20 of 20 rounds took the lock; saw nothing") { _ in
                lockInversion(guarding: .subscribe) { guarded, round in
                    let published = guarded.publish()
                    return InversionMoves(end: { round.keep(published.connect()) }, push: { round.record(published) })
                }
            },
            Behaviour("regressions", "share: first subscribers on eight threads at once connect the source once",
                      "20 of 20 rounds connected once") { _ in
                concurrentFirstSubscribers(rounds: 20, threads: 8)
            },
            Behaviour("regressions", "delay on a concurrent scheduler: values sent from another thread all arrive, in order",
                      "20 of 20 rounds: 1, 2, 3, completed") { _ in
                delayedFromAnotherThread(rounds: 20)
            },
        ]
    }
}

/// Subscribes `make(inner)` where `inner`, while being subscribed, has another thread send it a
/// value and completion and waits until that thread is done; renders what was observed.
private func threadedInner(_ make: (Observable<Int>) -> Observable<Int>) -> String {
    let lock = NSLock()
    var lines: [String] = []
    func log(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    let finished = DispatchSemaphore(value: 0)
    let inner = Observable<Int>.create { observer in
        let sent = DispatchSemaphore(value: 0)
        let target = SendableBox(observer)
        DispatchQueue.global().async {
            target.value.onNext(1)
            target.value.onCompleted()
            sent.signal()
        }
        let delivered = sent.wait(timeout: .now() + scenarioPatience) == .success
        lock.lock()
        if let last = lines.indices.last { lines[last] += delivered ? " (during subscribe: delivered)" : " (during subscribe: blocked)" }
        else { lines.append(delivered ? "(during subscribe: delivered)" : "(during subscribe: blocked)") }
        lock.unlock()
        return Disposables.create()
    }
    let subscription = make(inner).subscribe(onNext: { log("next \($0)") }, onError: { log("error \($0)"); finished.signal() },
                                             onCompleted: { log("completed"); finished.signal() })
    _ = finished.wait(timeout: .now() + scenarioPatience)
    subscription.dispose()
    lock.lock()
    defer { lock.unlock() }
    return lines.joined(separator: ", ")
}

/// RxSwift's anomaly test for issue 2718 on threads of our own (its dispatch-pool version needs
/// 32 pool threads at once, more than a small machine's pool starts in its 5 seconds): first
/// subscribers racing on `share()` must connect the source once. `refCount` counts them under its
/// lock but connects after releasing it. Renders how many rounds connected exactly once.
private func concurrentFirstSubscribers(rounds: Int, threads: Int) -> String {
    for round in 0 ..< rounds {
        let connections = LockedLog()
        let shared = Observable<Never>.never().do(onSubscribe: { connections("connected") }).share()
        let kept = SendableBox(CompositeDisposable())
        let ready = DispatchGroup(), finished = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        for _ in 0 ..< threads {
            ready.enter()
            finished.enter()
            let source = SendableBox(shared)
            Thread {
                ready.leave()
                start.wait()
                _ = kept.value.insert(source.value.subscribe())
                finished.leave()
            }.start()
        }
        _ = ready.wait(timeout: .now() + scenarioPatience)
        for _ in 0 ..< threads { start.signal() }
        let done = finished.wait(timeout: .now() + scenarioPatience) == .success
        kept.value.dispose()
        guard done, connections.text == "connected" else {
            return "\(round) of \(rounds) rounds connected once, then: \(done ? connections.text : "timed out")"
        }
    }
    return "\(rounds) of \(rounds) rounds connected once"
}

/// `delay` on a concurrent scheduler, fed from another thread (RxSwift's
/// `testDelay_TimeSpan_Real_Simple`): its steps are booked from two threads, and a step booked
/// late must not cancel the next one. Renders how many rounds saw every value and the end.
private func delayedFromAnotherThread(rounds: Int) -> String {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    for round in 0 ..< rounds {
        let subject = PublishSubject<Int>()
        let log = LockedLog()
        let ended = DispatchSemaphore(value: 0)
        let subscription = subject.delay(.milliseconds(1), scheduler: scheduler)
            .subscribe(onNext: { log("\($0)") }, onError: { log("error \($0)"); ended.signal() },
                       onCompleted: { log("completed"); ended.signal() })
        let target = SendableBox(subject)
        Thread {
            for value in 1 ... 3 { target.value.onNext(value) }
            target.value.onCompleted()
        }.start()
        let done = ended.wait(timeout: .now() + scenarioPatience) == .success
        subscription.dispose()
        guard done, log.text == "1, 2, 3, completed" else {
            return "\(round) of \(rounds) rounds, then: \(done ? log.text : "timed out after " + log.text)"
        }
    }
    return "\(rounds) of \(rounds) rounds: 1, 2, 3, completed"
}

/// Hands a value to another thread in the tests (Swift 6 mode); the cases synchronise by hand.
private final class SendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
