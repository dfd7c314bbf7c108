import Foundation
import RxSwift
import RxTest

/// RxTest itself: the test scheduler's clock and agenda, hot and cold test observables, the
/// recording observer, `start`'s times, the `Recorded` factories and the equality RxTest gives
/// events. (A mistake here would show in every other family too; these pin it directly.)
extension Behaviours {
    static let rxtest: [Behaviour] = [
        Behaviour("rxtest", "hot: events before the subscription are missed, the subscription lasts until disposed", "[next(2) @ 210, next(3) @ 220, completed @ 300] [(200: 300)]") { s in
            let xs = s.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
            return render(s.start { xs }, xs.subscriptions)
        },
        Behaviour("rxtest", "hot: two subscribers hear the same events from when each came", "[next(1) @ 210, next(2) @ 230] [next(2) @ 230, next(3) @ 250] [(200: 240), (220: Infinity)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3)])
            let a = s.createObserver(Int.self)
            let b = s.createObserver(Int.self)
            var first: Disposable?
            s.scheduleAt(200) { first = xs.subscribe(a) }
            s.scheduleAt(220) { _ = xs.subscribe(b) }
            s.scheduleAt(240) { first?.dispose() }
            s.start()
            return render(a) + " " + render(b) + " " + xs.subscriptions.description
        },
        Behaviour("rxtest", "cold: times count from the subscription, an event at 0 comes at once", "[next(1) @ 200, next(2) @ 210, completed @ 230] [(200: 230)]") { s in
            let xs = s.createColdObservable([.next(0, 1), .next(10, 2), .completed(30)])
            return render(s.start { xs }, xs.subscriptions)
        },
        Behaviour("rxtest", "cold: disposing cancels the events not yet played", "[next(1) @ 210] [(200: 230)]") { s in
            let xs = s.createColdObservable([.next(10, 1), .next(50, 2), .completed(90)])
            return render(s.start(disposed: 230) { xs }, xs.subscriptions)
        },
        Behaviour("rxtest", "hot and cold: an operator that ends the sequence disposes the subscription", "[next(1) @ 210, completed @ 210] [(200: 210)] [next(1) @ 210, completed @ 210] [(200: 210)]") { s in
            let hot = s.createHotObservable([.next(210, 1), .next(220, 2)])
            let a = s.start { hot.take(1) }
            let t = TestScheduler(initialClock: 0)
            let cold = t.createColdObservable([.next(10, 1), .next(20, 2)])
            let b = t.start { cold.take(1) }
            return render(a, hot.subscriptions) + " " + render(b, cold.subscriptions)
        },
        Behaviour("rxtest", "createObserver records each event with the clock", "[next(a) @ 5, next(b) @ 7, completed @ 7]") { s in
            let subject = PublishSubject<String>()
            let o = s.createObserver(String.self)
            _ = subject.subscribe(o)
            s.scheduleAt(5) { subject.onNext("a") }
            s.scheduleAt(7) { subject.onNext("b"); subject.onCompleted() }
            s.scheduleAt(9) { subject.onNext("late") }
            s.start()
            return render(o)
        },
        Behaviour("rxtest", "start: created at 100, subscribed at 200, disposed at 1000", "created 100, subscribed 200, disposed 1000 [] end 1000 100 200 1000") { s in
            let log = Log()
            let o: TestableObserver<Int> = s.start {
                log("created \(s.clock)")
                return Observable<Int>.create { _ in
                    log("subscribed \(s.clock)")
                    return Disposables.create { log("disposed \(s.clock)") }
                }
            }
            return log.text + " " + render(o) + " end \(s.clock) \(TestScheduler.Defaults.created) \(TestScheduler.Defaults.subscribed) \(TestScheduler.Defaults.disposed)"
        },
        Behaviour("rxtest", "start(disposed:) and start(created:subscribed:disposed:) move the times", "a created 100, a subscribed 200, a disposed 500, b created 10, b subscribed 20, b disposed 30 clocks 500 30") { s in
            let log = Log()
            func probe(_ name: String, _ clock: TestScheduler) -> Observable<Int> {
                log("\(name) created \(clock.clock)")
                return Observable<Int>.create { _ in
                    log("\(name) subscribed \(clock.clock)")
                    return Disposables.create { log("\(name) disposed \(clock.clock)") }
                }
            }
            _ = s.start(disposed: 500) { probe("a", s) }
            let t = TestScheduler(initialClock: 0)
            _ = t.start(created: 10, subscribed: 20, disposed: 30) { probe("b", t) }
            return log.text + " clocks \(s.clock) \(t.clock)"
        },
        Behaviour("rxtest", "start: a source that ends is disposed at once, the agenda still runs to 1000", "[next(1) @ 200, completed @ 200] disposed 200 clock 1000") { s in
            let log = Log()
            let o = s.start { Observable.just(1).do(onDispose: { log("disposed \(s.clock)") }) }
            return render(o) + " " + log.text + " clock \(s.clock)"
        },
        Behaviour("rxtest", "scheduleAt: work at the same tick runs in the order scheduled", "a@10, b@20, c@20, past@20, d@20, e@20") { s in
            let log = Log()
            s.scheduleAt(20) { log("b@\(s.clock)") }
            s.scheduleAt(10) { log("a@\(s.clock)") }
            s.scheduleAt(20) {
                log("c@\(s.clock)")
                s.scheduleAt(20) { log("e@\(s.clock)") }
                s.scheduleAt(5) { log("past@\(s.clock)") }
            }
            s.scheduleAt(20) { log("d@\(s.clock)") }
            s.start()
            return log.text
        },
        Behaviour("rxtest", "schedule and scheduleRelative add one tick for work due now; scheduleAt does not", "virtual0@10, at10@10, schedule@11, relative0@11, relative5@15") { s in
            let log = Log()
            s.scheduleAt(10) {
                _ = s.schedule(()) { _ in log("schedule@\(s.clock)"); return Disposables.create() }
                _ = s.scheduleRelative((), dueTime: .seconds(0)) { _ in log("relative0@\(s.clock)"); return Disposables.create() }
                _ = s.scheduleRelative((), dueTime: .seconds(5)) { _ in log("relative5@\(s.clock)"); return Disposables.create() }
                _ = s.scheduleRelativeVirtual((), dueTime: 0) { _ in log("virtual0@\(s.clock)"); return Disposables.create() }
                s.scheduleAt(10) { log("at10@\(s.clock)") }
            }
            s.start()
            return log.text
        },
        Behaviour("rxtest", "simulateProcessingDelay false: work due now runs now", "schedule@10, relative3@13 [next(1) @ 200, next(2) @ 200, completed @ 200]") { _ in
            let s = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let log = Log()
            s.scheduleAt(10) {
                _ = s.schedule(()) { _ in log("schedule@\(s.clock)"); return Disposables.create() }
                _ = s.scheduleRelative((), dueTime: .seconds(3)) { _ in log("relative3@\(s.clock)"); return Disposables.create() }
            }
            let o = s.start { Observable.of(1, 2).observe(on: s) }
            return log.text + " " + render(o)
        },
        Behaviour("rxtest", "advanceTo runs work due up to and including the time, then sets the clock", "10@10, 20@20, after advanceTo(20): 20, after advanceTo(25): 25, 30@30, after start: 30") { s in
            let log = Log()
            for t in [10, 20, 30] { s.scheduleAt(t) { log("\(t)@\(s.clock)") } }
            s.advanceTo(20)
            log("after advanceTo(20): \(s.clock)")
            s.advanceTo(25)
            log("after advanceTo(25): \(s.clock)")
            s.start()
            log("after start: \(s.clock)")
            return log.text
        },
        Behaviour("rxtest", "sleep moves the clock without running work; late work runs at the new clock", "slept to 20, 5@20, 50@50") { s in
            let log = Log()
            s.scheduleAt(5) { log("5@\(s.clock)") }
            s.scheduleAt(50) { log("50@\(s.clock)") }
            s.sleep(20)
            log("slept to \(s.clock)")
            s.start()
            return log.text
        },
        Behaviour("rxtest", "stop ends start after the running work; start again goes on", "10, stopped at 10, 20, ended at 20") { s in
            let log = Log()
            s.scheduleAt(10) { log("10"); s.stop() }
            s.scheduleAt(20) { log("20") }
            s.start()
            log("stopped at \(s.clock)")
            s.start()
            log("ended at \(s.clock)")
            return log.text
        },
        Behaviour("rxtest", "disposing scheduled work before it runs cancels it", "kept@30 clock 30") { s in
            let log = Log()
            let dropped = s.scheduleAbsoluteVirtual((), time: 20) { _ in log("dropped"); return Disposables.create() }
            _ = s.scheduleAbsoluteVirtual((), time: 30) { _ in log("kept@\(s.clock)"); return Disposables.create { log("kept's result disposed") } }
            s.scheduleAt(10) { dropped.dispose() }
            s.start()
            return log.text + " clock \(s.clock)"
        },
        Behaviour("rxtest", "hot: an observable made late plays its past events at once, ahead of work due now", "[next(1) @ 300, next(99) @ 300, next(2) @ 300, next(3) @ 400] [(300: Infinity)]") { s in
            let o = s.createObserver(Int.self)
            var xs: TestableObservable<Int>?
            s.scheduleAt(300) {
                let hot = s.createHotObservable([.next(100, 1), .next(300, 2), .next(400, 3)])
                xs = hot
                _ = hot.subscribe(o)
            }
            s.scheduleAt(300) { o.onNext(99) }
            s.start()
            return render(o, xs?.subscriptions ?? [])
        },
        Behaviour("rxtest", "debugDescription lists the booked times", "[] [20] [1970-01-01 00:00:00 +0000]") { s in
            let empty = s.debugDescription
            _ = s.scheduleAbsoluteVirtual((), time: 20) { _ in Disposables.create() }
            s.advanceTo(10)
            let h = HistoricalScheduler()
            _ = h.schedule(()) { _ in Disposables.create() }
            return empty + " " + s.debugDescription + " " + h.debugDescription
        },
        Behaviour("rxtest", "now follows the clock times the resolution", "1.5, 2s@2000") { _ in
            let s = TestScheduler(initialClock: 0, resolution: 0.001)
            let log = Log()
            s.scheduleAt(1500) { log("\(s.now.timeIntervalSince1970)") }
            _ = s.scheduleRelative((), dueTime: .seconds(2)) { _ in log("2s@\(s.clock)"); return Disposables.create() }
            s.start()
            return log.text
        },
        Behaviour("rxtest", "HistoricalScheduler: a clock of dates, no processing delay", "now 100.0, later 105.0, clock 200.0") { _ in
            let h = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 100))
            let log = Log()
            _ = h.schedule(()) { _ in log("now \(h.now.timeIntervalSince1970)"); return Disposables.create() }
            _ = h.scheduleRelative((), dueTime: .seconds(5)) { _ in log("later \(h.now.timeIntervalSince1970)"); return Disposables.create() }
            h.start()
            h.advanceTo(Date(timeIntervalSince1970: 200))
            log("clock \(h.clock.timeIntervalSince1970)")
            return log.text
        },
        Behaviour("rxtest", "typed factories: .completed(t, T.self) and .error(t, e, T.self)", "[completed @ 300] [error(boom) @ 220] completed @ 5 true") { s in
            let xs = s.createHotObservable([.completed(300, Int.self)])
            let t = TestScheduler(initialClock: 0)
            let ys = t.createColdObservable([.error(20, boom, String.self)])
            let a = s.start { xs }
            let b = t.start { ys }
            let typed: Recorded<Event<Double>> = .completed(5)
            return render(a) + " " + render(b) + " \(typed) \(Recorded.completed(7, Int.self) == .completed(7))"
        },
        Behaviour("rxtest", "Recorded.events, equality and description", "[next(a) @ 210, completed @ 220] true false 210 next(a)") { _ in
            let events = Recorded.events(.next(210, "a"), .completed(220))
            let same = events == [Recorded(time: 210, value: .next("a")), Recorded(time: 220, value: .completed)]
            let otherTime = Recorded.next(211, "a") == events[0]
            return "\(events) \(same) \(otherTime) \(events[0].time) \(events[0].value)"
        },
        Behaviour("rxtest", "Subscription: equality, hashing, Infinity while subscribed", "(200: Infinity) (200: 300) true 1 true") { _ in
            let open = Subscription(200)
            return "\(open) \(Subscription(200, 300)) \(open == Subscription(200, Int.max)) \(Set([Subscription(1, 2), Subscription(1, 2)]).count) \(open.unsubscribe == Int.max)"
        },
        Behaviour("rxtest", "Event equality: errors compare by type and description", "true false true true false false true false") { _ in
            let other = TestError(description: "other")
            let cases: [Bool] = [
                Event<Int>.next(1) == .next(1), Event<Int>.next(1) == .next(2), Event<Int>.completed == .completed,
                Event<Int>.error(boom) == .error(boom), Event<Int>.error(boom) == .error(other),
                Event<Int>.error(boom) == .error(RxError.unknown), Event<Int>.error(RxError.timeout) == .error(RxError.timeout),
                Event<Int>.error(boom) == .completed,
            ]
            return cases.map(String.init).joined(separator: " ")
        },
        Behaviour("rxtest", "MaybeEvent and CompletableEvent are Equatable", "true false true false true false false | true true false false true") { _ in
            let other = TestError(description: "other")
            let maybe: [Bool] = [
                MaybeEvent<Int>.success(1) == .success(1), MaybeEvent<Int>.success(1) == .success(2),
                MaybeEvent<Int>.completed == .completed, MaybeEvent<Int>.success(1) == .completed,
                MaybeEvent<Int>.error(boom) == .error(boom), MaybeEvent<Int>.error(boom) == .error(other),
                MaybeEvent<Int>.error(boom) == .completed,
            ]
            let completable: [Bool] = [
                CompletableEvent.completed == .completed, CompletableEvent.error(boom) == .error(boom),
                CompletableEvent.error(boom) == .error(other), CompletableEvent.error(boom) == .completed,
                [CompletableEvent.completed] == [.completed],
            ]
            return maybe.map(String.init).joined(separator: " ") + " | " + completable.map(String.init).joined(separator: " ")
        },
        Behaviour("rxtest", "a Maybe's events recorded through subscribe compare with ==", "true 1 at 220 [(200: 220)]") { s in
            var heard: [MaybeEvent<Int>] = []
            let xs = s.createColdObservable([.next(10, 4), .completed(20)])
            s.scheduleAt(200) { _ = xs.asMaybe().subscribe { heard.append($0) } }
            s.start()
            return "\(heard == [.success(4)]) \(heard.count) at \(s.clock) \(xs.subscriptions)"
        },
    ]
}
