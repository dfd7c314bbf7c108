import Foundation
import RxRelay
import RxSwift
import RxTest

/// RxRelay: subjects that only ever take values (`accept`) and never end.
extension Behaviours {
    static var relays: [Behaviour] {
        [
            Behaviour("relays", "BehaviorRelay: value before any accept is the initial one, and a subscriber hears it at once", "value 0 [next(0) @ 210, next(1) @ 220, next(2) @ 230] value 2") { s in
                let relay = BehaviorRelay(value: 0)
                let before = relay.value
                let o = s.createObserver(Int.self)
                s.scheduleAt(210) { _ = relay.subscribe(o) }
                s.scheduleAt(220) { relay.accept(1) }
                s.scheduleAt(230) { relay.accept(2) }
                s.start()
                return "value \(before) " + render(o) + " value \(relay.value)"
            },
            Behaviour("relays", "BehaviorRelay: a late subscriber hears only the latest value", "[next(c) @ 220, next(d) @ 230]") { s in
                let relay = BehaviorRelay(value: "a")
                let o = s.createObserver(String.self)
                s.scheduleAt(210) { relay.accept("b"); relay.accept("c") }
                s.scheduleAt(220) { _ = relay.subscribe(o) }
                s.scheduleAt(230) { relay.accept("d") }
                s.start()
                return render(o)
            },
            Behaviour("relays", "BehaviorRelay: value is already the new one when subscribers hear it", "heard 1, value 1, heard 2, value 2") { s in
                let log = Log()
                let relay = BehaviorRelay(value: 1)
                _ = relay.subscribe(onNext: { log("heard \($0), value \(relay.value)") })
                relay.accept(2)
                return log.text
            },
            Behaviour("relays", "ReplayRelay.create(bufferSize: 2): a late subscriber hears the last two", "[next(2) @ 220, next(3) @ 220, next(4) @ 230]") { s in
                let relay = ReplayRelay<Int>.create(bufferSize: 2)
                let o = s.createObserver(Int.self)
                s.scheduleAt(210) { relay.accept(1); relay.accept(2); relay.accept(3) }
                s.scheduleAt(220) { _ = relay.subscribe(o) }
                s.scheduleAt(230) { relay.accept(4) }
                s.start()
                return render(o)
            },
            Behaviour("relays", "ReplayRelay.create(bufferSize: 0) replays nothing", "[next(2) @ 230]") { s in
                let relay = ReplayRelay<Int>.create(bufferSize: 0)
                let o = s.createObserver(Int.self)
                s.scheduleAt(210) { relay.accept(1) }
                s.scheduleAt(220) { _ = relay.subscribe(o) }
                s.scheduleAt(230) { relay.accept(2) }
                s.start()
                return render(o)
            },
            Behaviour("relays", "ReplayRelay.createUnbound replays everything to each new subscriber", "A1, A2, A3, A4, A5, B1, B2, B3, B4, B5") { s in
                let log = Log()
                let relay = ReplayRelay<Int>.createUnbound()
                (1...4).forEach(relay.accept)
                _ = relay.subscribe(onNext: { log("A\($0)") })
                relay.accept(5)
                _ = relay.subscribe(onNext: { log("B\($0)") })
                return log.text
            },
            Behaviour("relays", "PublishRelay: subscribers hear values accepted after they subscribed, in subscription order", "A x, A y, B y") { s in
                let log = Log()
                let relay = PublishRelay<String>()
                relay.accept("lost")
                _ = relay.subscribe(onNext: { log("A \($0)") })
                relay.accept("x")
                _ = relay.subscribe(onNext: { log("B \($0)") })
                relay.accept("y")
                return log.text
            },
            Behaviour("relays", "a disposed subscription hears no more", "1, disposed") { s in
                let log = Log()
                let relay = PublishRelay<Int>()
                let subscription = relay.subscribe(onNext: { log("\($0)") }, onCompleted: { log("completed") }, onDisposed: { log("disposed") })
                relay.accept(1)
                subscription.dispose()
                relay.accept(2)
                return log.text
            },
            Behaviour("relays", "no completion ever: bound sources that complete leave the relay open", "[next(1) @ 210, next(2) @ 230, next(3) @ 250] [(200: 220)] [(200: 240)]") { s in
                let relay = PublishRelay<Int>()
                let o = s.createObserver(Int.self)
                let first = s.createHotObservable([.next(210, 1), .completed(220)])
                let second = s.createHotObservable([.next(230, 2), .completed(240)])
                s.scheduleAt(200) {
                    _ = relay.subscribe(o)
                    _ = first.bind(to: relay)
                    _ = second.bind(to: relay)
                }
                s.scheduleAt(250) { relay.accept(3) }
                s.start()
                return render(o, first.subscriptions, second.subscriptions)
            },
            Behaviour("relays", "asObservable: operators on a relay's observable", "[next(n1) @ 210, next(n2) @ 220]") { s in
                let relay = BehaviorRelay(value: 1)
                let o = s.createObserver(String.self)
                s.scheduleAt(210) { _ = relay.asObservable().map { "n\($0)" }.subscribe(o) }
                s.scheduleAt(220) { relay.accept(2) }
                s.start()
                return render(o)
            },
            Behaviour("relays", "asInfallible: values, and no completion", "next 1, next 2, disposed") { s in
                let log = Log()
                let relay = PublishRelay<Int>()
                let subscription = relay.asInfallible().subscribe(onNext: { log("next \($0)") }, onCompleted: { log("completed") }, onDisposed: { log("disposed") })
                relay.accept(1)
                relay.accept(2)
                subscription.dispose()
                return log.text
            },
            Behaviour("relays", "bind(to:) several relays at once, each accepting every value", "p1, p2; behavior 8; replay [5]") { s in
                let behavior = BehaviorRelay(value: 0)
                let replay = ReplayRelay<Int>.createUnbound()
                let publish = PublishRelay<Int>()
                let heard = Log()
                _ = publish.subscribe(onNext: { heard("p\($0)") })
                _ = Observable.of(1, 2).bind(to: publish)
                _ = Observable.of(7, 8).bind(to: behavior, behavior)
                _ = Observable.of(5).bind(to: replay)
                var replayed: [Int] = []
                _ = replay.subscribe(onNext: { replayed.append($0) })
                return "\(heard.text); behavior \(behavior.value); replay \(replayed)"
            },
            Behaviour("relays", "bind(to:) a relay of optionals", "[next(nil) @ 0, next(Optional(1)) @ 0, next(Optional(2)) @ 0] value Optional(2)") { s in
                let relay = BehaviorRelay<Int?>(value: nil)
                let o = s.createObserver(Int?.self)
                _ = relay.subscribe(o)
                _ = Observable.of(1, 2).bind(to: relay)
                return render(o) + " value \(String(describing: relay.value))"
            },
            Behaviour("relays", "subscribe(onNext: relay.accept) feeds a relay from a hot source until disposed", "[next(1) @ 260, next(2) @ 260] [(200: 230)]") { s in
                let relay = ReplayRelay<Int>.create(bufferSize: 5)
                let source = s.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
                let o = s.createObserver(Int.self)
                var feed: Disposable?
                s.scheduleAt(200) { feed = source.subscribe(onNext: relay.accept) }
                s.scheduleAt(230) { feed?.dispose() }
                s.scheduleAt(260) { _ = relay.subscribe(o) }
                s.start()
                return render(o, source.subscriptions)
            },
            Behaviour("relays", "a relay fed again from inside its own subscriber", "A0, B0, A1, A2, B2, B1 value 2") { s in
                let log = Log()
                let relay = BehaviorRelay(value: 0)
                _ = relay.subscribe(onNext: { value in
                    log("A\(value)")
                    if value == 1 { relay.accept(2) }
                })
                _ = relay.subscribe(onNext: { log("B\($0)") })
                relay.accept(1)
                return log.text + " value \(relay.value)"
            },
        ]
    }
}
