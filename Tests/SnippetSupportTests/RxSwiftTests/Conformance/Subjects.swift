import Foundation
import RxRelay
import RxSwift
import RxTest

extension Behaviours {
    static let subjects: [Behaviour] = [
        Behaviour("subjects", "PublishSubject delivers only what comes after subscription", "[next(2) @ 230, completed @ 240]") { s in
            let subject = PublishSubject<Int>()
            let o = s.createObserver(Int.self)
            s.scheduleAt(210) { subject.onNext(1) }
            s.scheduleAt(220) { _ = subject.subscribe(o) }
            s.scheduleAt(230) { subject.onNext(2) }
            s.scheduleAt(240) { subject.onCompleted() }
            s.start()
            return render(o)
        },
        Behaviour("subjects", "PublishSubject: a late subscriber hears only the end", "[error(boom) @ 220]") { s in
            let subject = PublishSubject<Int>()
            let o = s.createObserver(Int.self)
            s.scheduleAt(210) { subject.onNext(1); subject.onError(boom) }
            s.scheduleAt(220) { _ = subject.subscribe(o) }
            s.start()
            return render(o)
        },
        Behaviour("subjects", "BehaviorSubject replays its current value", "[next(0) @ 210, next(1) @ 220] [next(1) @ 230] value: 1") { s in
            let subject = BehaviorSubject(value: 0)
            let a = s.createObserver(Int.self)
            let b = s.createObserver(Int.self)
            s.scheduleAt(210) { _ = subject.subscribe(a) }
            s.scheduleAt(220) { subject.onNext(1) }
            s.scheduleAt(230) { _ = subject.subscribe(b) }
            s.start()
            return render(a) + " " + render(b) + " value: \((try? subject.value()).map(String.init) ?? "throws")"
        },
        Behaviour("subjects", "BehaviorSubject after completion: no value, only the end", "[completed @ 220] value: 1") { s in
            let subject = BehaviorSubject(value: 0)
            let o = s.createObserver(Int.self)
            s.scheduleAt(210) { subject.onNext(1); subject.onCompleted() }
            s.scheduleAt(220) { _ = subject.subscribe(o) }
            s.start()
            return render(o) + " value: \((try? subject.value()).map(String.init) ?? "throws")"
        },
        Behaviour("subjects", "BehaviorSubject.value() throws its error", "threw boom") { s in
            let subject = BehaviorSubject(value: 0)
            subject.onError(boom)
            do {
                _ = try subject.value()
                return "no throw"
            } catch {
                return "threw \(error)"
            }
        },
        Behaviour("subjects", "ReplaySubject replays the last values, then the end", "[next(2) @ 220, next(3) @ 220, completed @ 220]") { s in
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            let o = s.createObserver(Int.self)
            s.scheduleAt(210) { subject.onNext(1); subject.onNext(2); subject.onNext(3); subject.onCompleted() }
            s.scheduleAt(220) { _ = subject.subscribe(o) }
            s.start()
            return render(o)
        },
        Behaviour("subjects", "ReplaySubject unbound replays everything", "[next(1) @ 220, next(2) @ 220, next(3) @ 230]") { s in
            let subject = ReplaySubject<Int>.createUnbounded()
            let o = s.createObserver(Int.self)
            s.scheduleAt(210) { subject.onNext(1); subject.onNext(2) }
            s.scheduleAt(220) { _ = subject.subscribe(o) }
            s.scheduleAt(230) { subject.onNext(3) }
            s.start()
            return render(o)
        },
        Behaviour("subjects", "AsyncSubject sends only its last value, at completion", "[next(2) @ 220, completed @ 220] [next(2) @ 230, completed @ 230]") { s in
            let subject = AsyncSubject<Int>()
            let a = s.createObserver(Int.self)
            let b = s.createObserver(Int.self)
            s.scheduleAt(205) { _ = subject.subscribe(a) }
            s.scheduleAt(210) { subject.onNext(1); subject.onNext(2) }
            s.scheduleAt(220) { subject.onCompleted() }
            s.scheduleAt(230) { _ = subject.subscribe(b) }
            s.start()
            return render(a) + " " + render(b)
        },
        Behaviour("subjects", "AsyncSubject with an error sends only the error", "[error(boom) @ 210]") { s in
            let subject = AsyncSubject<Int>()
            let o = s.createObserver(Int.self)
            s.scheduleAt(205) { _ = subject.subscribe(o) }
            s.scheduleAt(210) { subject.onNext(1); subject.onError(boom) }
            s.start()
            return render(o)
        },
        Behaviour("subjects", "a disposed subject fails new subscribers", "disposed error") { s in
            let log = Log()
            let subject = PublishSubject<Int>()
            subject.dispose()
            _ = subject.subscribe(onError: { log("error: \($0)".contains("disposed") ? "disposed error" : "other error") })
            return log.text
        },
        Behaviour("subjects", "hasObservers follows subscriptions", "false true false") { s in
            let subject = PublishSubject<Int>()
            var states = ["\(subject.hasObservers)"]
            let subscription = subject.subscribe()
            states.append("\(subject.hasObservers)")
            subscription.dispose()
            states.append("\(subject.hasObservers)")
            return states.joined(separator: " ")
        },
        Behaviour("subjects", "observers are called in subscription order", "A1, B1") { s in
            let log = Log()
            let subject = PublishSubject<Int>()
            _ = subject.subscribe(onNext: { log("A\($0)") })
            _ = subject.subscribe(onNext: { log("B\($0)") })
            subject.onNext(1)
            return log.text
        },
        Behaviour("relays", "PublishRelay accepts values", "[next(2) @ 230]") { s in
            let relay = PublishRelay<Int>()
            let o = s.createObserver(Int.self)
            s.scheduleAt(210) { relay.accept(1) }
            s.scheduleAt(220) { _ = relay.subscribe(o) }
            s.scheduleAt(230) { relay.accept(2) }
            s.start()
            return render(o)
        },
        Behaviour("relays", "BehaviorRelay holds a value", "[next(a) @ 210, next(b) @ 220] value: b") { s in
            let relay = BehaviorRelay(value: "a")
            let o = s.createObserver(String.self)
            s.scheduleAt(210) { _ = relay.subscribe(o) }
            s.scheduleAt(220) { relay.accept("b") }
            s.start()
            return render(o) + " value: \(relay.value)"
        },
        Behaviour("relays", "ReplayRelay replays", "[next(2) @ 220]") { s in
            let relay = ReplayRelay<Int>.create(bufferSize: 1)
            let o = s.createObserver(Int.self)
            s.scheduleAt(210) { relay.accept(1); relay.accept(2) }
            s.scheduleAt(220) { _ = relay.subscribe(o) }
            s.start()
            return render(o)
        },
        Behaviour("relays", "bind(to:) relays passes values and not the completion", "[next(0) @ 0, next(1) @ 0, next(2) @ 0]") { s in
            let relay = BehaviorRelay(value: 0)
            let o = s.createObserver(Int.self)
            _ = relay.subscribe(o)
            _ = Observable.of(1, 2).bind(to: relay)
            return render(o)
        },
    ]
}
