import Foundation
import RxRelay
import RxSwift
import RxTest

/// An infallible made from a hot test observable, so that its subscriptions can be rendered.
private func neverFailing(_ xs: TestableObservable<Int>) -> Infallible<Int> {
    xs.asInfallible(onErrorJustReturn: -1)
}

private final class Owner {
    let name: String
    init(_ name: String) { self.name = name }
}

extension Behaviours {
    static let infallible: [Behaviour] = [
        Behaviour("infallible", "create: values, then completion; later events are dropped", "next 1, next 2, completed, disposed, source disposed") { s in
            let log = Log()
            _ = Infallible<Int>.create { observer in
                observer(.next(1))
                observer(.next(2))
                observer(.completed)
                observer(.next(3))
                return Disposables.create { log("source disposed") }
            }.subscribe(onNext: { log("next \($0)") }, onCompleted: { log("completed") }, onDisposed: { log("disposed") })
            return log.text
        },
        Behaviour("infallible", "just, empty and never", "[next(7) @ 200, completed @ 200] [completed @ 200] []") { s in
            let a = s.start(created: 100, subscribed: 200, disposed: 1000) { Infallible.just(7).asObservable() }
            let b = TestScheduler(initialClock: 0).start { Infallible<Int>.empty().asObservable() }
            let c = TestScheduler(initialClock: 0).start { Infallible<Int>.never().asObservable() }
            return [a.events.description, b.events.description, c.events.description].joined(separator: " ")
        },
        Behaviour("infallible", "of and from step on the trampoline", "1, 3, 5, 2, 4, 6, completed") { s in
            let log = Log()
            _ = Infallible.merge(Infallible.of(1, 2), Infallible.from([3, 4]), Infallible.from(AnySequence([5, 6])))
                .subscribe(onNext: { log("\($0)") }, onCompleted: { log("completed") })
            return log.text
        },
        Behaviour("infallible", "from on a scheduler", "[next(1) @ 201, next(2) @ 202, next(3) @ 203, completed @ 204]") { s in
            render(s.start { Infallible.from([1, 2, 3], scheduler: s).asObservable() })
        },
        Behaviour("infallible", "just on a scheduler", "[next(1) @ 201, completed @ 202]") { s in
            render(s.start { Infallible.just(1, scheduler: s).asObservable() })
        },
        Behaviour("infallible", "deferred makes a new sequence per subscription", "first 1, second 2") { s in
            let log = Log()
            var count = 0
            let deferred = Infallible<Int>.deferred {
                count += 1
                return Infallible.just(count)
            }
            _ = deferred.subscribe(onNext: { log("first \($0)") })
            _ = deferred.subscribe(onNext: { log("second \($0)") })
            return log.text
        },
        Behaviour("infallible", "asInfallible(onErrorJustReturn:)", "[next(1) @ 210, next(9) @ 220, completed @ 220] [(200: 220)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .error(220, boom), .next(230, 3)] as [Recorded<Event<Int>>])
            return render(s.start { xs.asInfallible(onErrorJustReturn: 9).asObservable() }, xs.subscriptions)
        },
        Behaviour("infallible", "asInfallible(onErrorFallbackTo:) subscribes to the fallback at the error", "[next(1) @ 210, next(8) @ 230, completed @ 240] [(200: 220)] [(220: 240)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .error(220, boom)] as [Recorded<Event<Int>>])
            let ys = s.createColdObservable([.next(10, 8), .completed(20)])
            return render(s.start { xs.asInfallible(onErrorFallbackTo: ys.asInfallible(onErrorJustReturn: 0)).asObservable() }, xs.subscriptions, ys.subscriptions)
        },
        Behaviour("infallible", "asInfallible(onErrorRecover:) hears the error", "recover boom, next 4, next 5, completed, disposed") { s in
            let log = Log()
            _ = Observable<Int>.error(boom).asInfallible(onErrorRecover: { error in
                log("recover \(error)")
                return Infallible.of(4, 5)
            }).subscribe(onNext: { log("next \($0)") }, onCompleted: { log("completed") }, onDisposed: { log("disposed") })
            return log.text
        },
        Behaviour("infallible", "subscribe with an InfallibleEvent handler", "next 1, next 2, completed") { s in
            let log = Log()
            _ = Infallible.of(1, 2).subscribe { event in
                switch event {
                case .next(let x): log("next \(x)")
                case .completed: log("completed")
                }
            }
            return log.text
        },
        Behaviour("infallible", "InfallibleEvent.event", "next(1) completed") { s in
            "\(InfallibleEvent.next(1).event) \(InfallibleEvent<Int>.completed.event)"
        },
        Behaviour("infallible", "subscribe(with:) passes the object, and stops when it is gone", "o 1") { s in
            let log = Log()
            let subject = PublishSubject<Int>()
            var owner: Owner? = Owner("o")
            _ = subject.asInfallible(onErrorJustReturn: 0).subscribe(with: owner!, onNext: { o, x in log("\(o.name) \(x)") }, onCompleted: { o in log("\(o.name) completed") }, onDisposed: { o in log("\(o.name) disposed") })
            subject.onNext(1)
            owner = nil
            subject.onNext(2)
            subject.onCompleted()
            _ = owner
            return log.text
        },
        Behaviour("infallible", "dispose calls onDisposed and disposes the source", "dispose, source disposed, disposed") { s in
            let log = Log()
            let subscription = Infallible<Int>.create { _ in Disposables.create { log("source disposed") } }
                .subscribe(onNext: { log("next \($0)") }, onCompleted: { log("completed") }, onDisposed: { log("disposed") })
            log("dispose")
            subscription.dispose()
            subscription.dispose()
            return log.text
        },
        Behaviour("infallible", "an error inside an infallible reaches no handler", "unhandled boom, disposed") { s in
            let log = Log()
            let original = Hooks.defaultErrorHandler
            Hooks.defaultErrorHandler = { _, error in log("unhandled \(error)") }
            defer { Hooks.defaultErrorHandler = original }
            _ = Infallible.just(1).flatMap { _ in Observable<Int>.error(boom) }
                .subscribe(onNext: { log("next \($0)") }, onCompleted: { log("completed") }, onDisposed: { log("disposed") })
            return log.text
        },
        Behaviour("infallible", "map, filter, compactMap", "[next(10) @ 210, next(30) @ 230, completed @ 300] [(200: 300)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
            return render(s.start { neverFailing(xs).map { $0 * 10 }.filter { $0 != 20 }.compactMap { $0 > 30 ? nil : "\($0)" }.asObservable() }, xs.subscriptions)
        },
        Behaviour("infallible", "scan, scan(into:), startWith", "[next(-5) @ 200, next(1) @ 210, next(3) @ 220, completed @ 300] [next([1]) @ 210, next([1, 2]) @ 220, completed @ 300]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let a = TestScheduler(initialClock: 0)
            let ys = a.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let first = s.start { neverFailing(xs).scan(0, accumulator: +).startWith(-5).asObservable() }
            let second = a.start { neverFailing(ys).scan(into: [Int]()) { $0.append($1) }.asObservable() }
            return "\(first.events) \(second.events)"
        },
        Behaviour("infallible", "distinctUntilChanged forms", "a1, a2, a3, a1, b1, b2, b5, ca, ccc, da, dcc, e1, e12") { s in
            let log = Log()
            _ = Infallible.of(1, 1, 2, 2, 3, 1).distinctUntilChanged().subscribe(onNext: { log("a\($0)") })
            _ = Infallible.of(1, 3, 2, 4, 5).distinctUntilChanged { $0 % 2 == $1 % 2 }.subscribe(onNext: { log("b\($0)") })
            _ = Infallible.of("a", "b", "cc", "dd").distinctUntilChanged(at: \.count).subscribe(onNext: { log("c\($0)") })
            _ = Infallible.of("a", "b", "cc", "dd").distinctUntilChanged({ $0.count }).subscribe(onNext: { log("d\($0)") })
            _ = Infallible.of(1, 2, 12, 13).distinctUntilChanged({ $0 / 10 }, comparer: ==).subscribe(onNext: { log("e\($0)") })
            return log.text
        },
        Behaviour("infallible", "flatMap merges inner infallibles", "[next(10) @ 220, next(20) @ 250, next(15) @ 260, next(25) @ 290, completed @ 300] [(200: 300)] [(210: 270), (240: 300)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
            let ys = s.createColdObservable([.next(10, 0), .next(50, 5), .completed(60)])
            return render(s.start { neverFailing(xs).flatMap { x in neverFailing(ys).map { x * 10 + $0 } }.asObservable() }, xs.subscriptions, ys.subscriptions)
        },
        Behaviour("infallible", "flatMapLatest switches to the newest inner", "[next(10) @ 220, next(20) @ 250, next(25) @ 290, completed @ 300] [(200: 300)] [(210: 240), (240: 300)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
            let ys = s.createColdObservable([.next(10, 0), .next(50, 5), .completed(60)])
            return render(s.start { neverFailing(xs).flatMapLatest { x in neverFailing(ys).map { x * 10 + $0 } }.asObservable() }, xs.subscriptions, ys.subscriptions)
        },
        Behaviour("infallible", "flatMapFirst ignores values while an inner runs", "[next(10) @ 220, next(15) @ 260, next(30) @ 290, next(35) @ 330, completed @ 340] [(200: 300)] [(210: 270), (280: 340)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(240, 2), .next(280, 3), .completed(300)])
            let ys = s.createColdObservable([.next(10, 0), .next(50, 5), .completed(60)])
            return render(s.start { neverFailing(xs).flatMapFirst { x in neverFailing(ys).map { x * 10 + $0 } }.asObservable() }, xs.subscriptions, ys.subscriptions)
        },
        Behaviour("infallible", "concatMap waits for each inner", "[next(10) @ 220, next(15) @ 260, next(20) @ 280, next(25) @ 320, completed @ 330] [(200: 300)] [(210: 270), (270: 330)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
            let ys = s.createColdObservable([.next(10, 0), .next(50, 5), .completed(60)])
            return render(s.start { neverFailing(xs).concatMap { x in neverFailing(ys).map { x * 10 + $0 } }.asObservable() }, xs.subscriptions, ys.subscriptions)
        },
        Behaviour("infallible", "Observable.flatMapLatest to infallibles gives an Infallible", "Infallible<Int> 1, 2, completed") { s in
            let result = Observable.of(1, 2).flatMapLatest { Infallible.just($0) }
            let log = Log()
            _ = result.subscribe(onNext: { log("\($0)") }, onCompleted: { log("completed") })
            return "\(type(of: result)) " + log.text
        },
        Behaviour("infallible", "debounce", "[next(2) @ 240, next(3) @ 280, next(4) @ 420, completed @ 500] [(200: 500)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .next(400, 4), .completed(500)])
            return render(s.start { neverFailing(xs).debounce(.seconds(20), scheduler: s).asObservable() }, xs.subscriptions)
        },
        Behaviour("infallible", "throttle, latest and not", "[next(1) @ 210, next(3) @ 260, next(4) @ 310, completed @ 400] [next(1) @ 210, next(4) @ 300, completed @ 400]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .completed(400)])
            let a = TestScheduler(initialClock: 0)
            let ys = a.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .completed(400)])
            let latest = s.start { neverFailing(xs).throttle(.seconds(50), scheduler: s).asObservable() }
            let first = a.start { neverFailing(ys).throttle(.seconds(50), latest: false, scheduler: a).asObservable() }
            return "\(latest.events) \(first.events)"
        },
        Behaviour("infallible", "withLatestFrom", "[next(12) @ 230, next(23) @ 250, completed @ 300] [next(10) @ 230, completed @ 300]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
            let ys = s.createHotObservable([.next(220, 10), .next(240, 20), .completed(260)])
            let a = TestScheduler(initialClock: 0)
            let xs2 = a.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let ys2 = a.createHotObservable([.next(220, 10), .completed(260)])
            let selected = s.start { neverFailing(xs).withLatestFrom(neverFailing(ys)) { $0 + $1 }.asObservable() }
            let plain = a.start { neverFailing(xs2).withLatestFrom(neverFailing(ys2)).asObservable() }
            return "\(selected.events) \(plain.events)"
        },
        Behaviour("infallible", "combineLatest of two, with and without a selector", "1x, x1, 2x, x2, 2y, y2, tuple completed") { s in
            let log = Log()
            let a = PublishSubject<Int>()
            let b = PublishSubject<String>()
            let ia = a.asInfallible(onErrorJustReturn: 0)
            let ib = b.asInfallible(onErrorJustReturn: "")
            _ = Infallible.combineLatest(ia, ib).subscribe(onNext: { log("\($0)\($1)") }, onCompleted: { log("tuple completed") })
            _ = Infallible.combineLatest(ia, ib) { "\($1)\($0)" }.subscribe(onNext: { log($0) })
            a.onNext(1)
            b.onNext("x")
            a.onNext(2)
            a.onCompleted()
            b.onNext("y")
            b.onCompleted()
            return log.text
        },
        Behaviour("infallible", "combineLatest of a collection", "[1, 2], [1, 3], completed, sum 3") { s in
            let log = Log()
            _ = Infallible.combineLatest([Infallible.just(1), Infallible.of(2, 3)]).subscribe(onNext: { log("\($0)") }, onCompleted: { log("completed") })
            _ = Infallible.combineLatest([Infallible.just(1), Infallible.just(2)]) { $0.reduce(0, +) }.subscribe(onNext: { log("sum \($0)") })
            return log.text
        },
        Behaviour("infallible", "zip with a selector", "1a, 2b, completed, 6") { s in
            let log = Log()
            _ = Infallible.zip(Infallible.of(1, 2, 3), Infallible.of("a", "b")) { "\($0)\($1)" }.subscribe(onNext: { log($0) }, onCompleted: { log("completed") })
            _ = Infallible.zip(Infallible.of(1), Infallible.of(2), Infallible.of(3)) { $0 + $1 + $2 }.subscribe(onNext: { log("\($0)") })
            return log.text
        },
        Behaviour("infallible", "merge and concat", "m1, m3, m2, c1, c2, c3, c4, c5, c6, c7, done") { s in
            let log = Log()
            _ = Infallible.merge([Infallible.of(1, 2), Infallible.of(3)]).subscribe(onNext: { log("m\($0)") })
            _ = Infallible.concat(Infallible.of(1, 2), Infallible.of(3)).subscribe(onNext: { log("c\($0)") })
            _ = Infallible.concat([Infallible.just(4), Infallible.just(5)]).subscribe(onNext: { log("c\($0)") })
            _ = Infallible.of(6).concat(Infallible.just(7)).subscribe(onNext: { log("c\($0)") }, onCompleted: { log("done") })
            return log.text
        },
        Behaviour("infallible", "concat subscribes the next source when the previous completes", "[next(1) @ 210, next(2) @ 230, completed @ 240] [(200: 220)] [(220: 240)]") { s in
            let xs = s.createColdObservable([.next(10, 1), .completed(20)])
            let ys = s.createColdObservable([.next(10, 2), .completed(20)])
            return render(s.start { neverFailing(xs).concat(neverFailing(ys)).asObservable() }, xs.subscriptions, ys.subscriptions)
        },
        Behaviour("infallible", "share(replay:) connects once", "subscribe, a1, b1, a2, b2") { s in
            let log = Log()
            let subject = PublishSubject<Int>()
            let shared = subject.asInfallible(onErrorJustReturn: 0).do(onSubscribe: { log("subscribe") }).share(replay: 1)
            _ = shared.subscribe(onNext: { log("a\($0)") })
            subject.onNext(1)
            _ = shared.subscribe(onNext: { log("b\($0)") })
            subject.onNext(2)
            return log.text
        },
        Behaviour("infallible", "take(_:) and take(for:)", "[next(1) @ 210, next(2) @ 220, completed @ 220] [(200: 220)] [next(1) @ 210, next(2) @ 220, completed @ 250] [(200: 250)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let a = TestScheduler(initialClock: 0)
            let ys = a.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
            let counted = s.start { neverFailing(xs).take(2).asObservable() }
            let timed = a.start { neverFailing(ys).take(for: .seconds(50), scheduler: a).asObservable() }
            return "\(counted.events) \(xs.subscriptions) \(timed.events) \(ys.subscriptions)"
        },
        Behaviour("infallible", "take(while:) and take(until:) predicate, inclusive", "w1, w2, w3, w done, u1, u done") { s in
            let log = Log()
            _ = Infallible.of(1, 2, 3, 4).take(while: { $0 < 3 }, behavior: .inclusive).subscribe(onNext: { log("w\($0)") }, onCompleted: { log("w done") })
            _ = Infallible.of(1, 2, 3, 4).take(until: { $0 == 2 }).subscribe(onNext: { log("u\($0)") }, onCompleted: { log("u done") })
            return log.text
        },
        Behaviour("infallible", "take(until:) another sequence", "[next(1) @ 210, completed @ 220] [(200: 220)] [next(1) @ 210, completed @ 220] [(200: 220)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let ys = s.createHotObservable([.next(220, 0), .completed(240)])
            let a = TestScheduler(initialClock: 0)
            let xs2 = a.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let ys2 = a.createHotObservable([.next(220, 0), .completed(240)])
            let byInfallible = s.start { neverFailing(xs).take(until: neverFailing(ys)).asObservable() }
            let byObservable = a.start { neverFailing(xs2).take(until: ys2).asObservable() }
            return "\(byInfallible.events) \(xs.subscriptions) \(byObservable.events) \(ys2.subscriptions)"
        },
        Behaviour("infallible", "skip(while:) and skip(until:)", "[next(3) @ 230, completed @ 300] [next(5) @ 220, next(1) @ 230, completed @ 300]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let ys = s.createHotObservable([.next(225, 0)])
            let a = TestScheduler(initialClock: 0)
            let xs2 = a.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 1), .completed(300)])
            let until = s.start { neverFailing(xs).skip(until: ys).asObservable() }
            let whilst = a.start { neverFailing(xs2).skip(while: { $0 < 3 }).asObservable() }
            return "\(until.events) \(whilst.events)"
        },
        Behaviour("infallible", "withUnretained", "o1, o2, 3o") { s in
            let log = Log()
            let owner = Owner("o")
            _ = Infallible.of(1, 2).withUnretained(owner).subscribe(onNext: { o, x in log("\(o.name)\(x)") })
            _ = Infallible.of(3).withUnretained(owner) { o, x in "\(x)\(o.name)" }.subscribe(onNext: { log($0) })
            return log.text
        },
        Behaviour("infallible", "do: the order of the callbacks", "onSubscribe, onSubscribed, onNext 1, next 1, afterNext 1, onCompleted, completed, disposed, afterCompleted, onDispose") { s in
            let log = Log()
            _ = Infallible.of(1).do(onNext: { log("onNext \($0)") }, afterNext: { log("afterNext \($0)") }, onCompleted: { log("onCompleted") }, afterCompleted: { log("afterCompleted") }, onSubscribe: { log("onSubscribe") }, onSubscribed: { log("onSubscribed") }, onDispose: { log("onDispose") })
                .subscribe(onNext: { log("next \($0)") }, onCompleted: { log("completed") }, onDisposed: { log("disposed") })
            return log.text
        },
        Behaviour("infallible", "relays as infallibles", "b1, r8, r9, b2, p3") { s in
            let log = Log()
            let behavior = BehaviorRelay(value: 1)
            let publish = PublishRelay<Int>()
            let replay = ReplayRelay<Int>.create(bufferSize: 2)
            replay.accept(7)
            replay.accept(8)
            replay.accept(9)
            _ = behavior.asInfallible().subscribe(onNext: { log("b\($0)") })
            _ = publish.asInfallible().subscribe(onNext: { log("p\($0)") })
            _ = replay.asInfallible().subscribe(onNext: { log("r\($0)") })
            behavior.accept(2)
            publish.accept(3)
            return log.text
        },
        Behaviour("infallible", "values subscribes when read", "subscribe, dispose, read") { s in
            let log = Log()
            let source = Infallible.of(1, 2).do(onSubscribe: { log("subscribe") }, onDispose: { log("dispose") })
            let values = source.values
            log("read")
            _ = values
            return log.text
        },
        Behaviour("infallible", "values: for await over the elements", "1, 2, 3, end") { s in
            awaitTask {
                var seen: [String] = []
                for await value in Infallible.of(1, 2, 3).values { seen.append("\(value)") }
                return seen.joined(separator: ", ") + ", end"
            }
        },
        Behaviour("infallible", "values: leaving the loop disposes the subscription", "value 1, dispose, after the loop") { s in
            awaitTask {
                let log = Log()
                let subject = BehaviorSubject(value: 1)
                let source = subject.asInfallible(onErrorJustReturn: 0).do(onDispose: { log("dispose") })
                for await value in source.values {
                    log("value \(value)")
                    break
                }
                log("after the loop")
                subject.onNext(2)
                return log.text
            }
        },
        Behaviour("infallible", "values: elements sent later from another queue", "[1, 2]") { s in
            awaitTask {
                let subject = PublishSubject<Int>()
                let values = subject.asInfallible(onErrorJustReturn: 0).values
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
                    subject.onNext(1)
                    subject.onNext(2)
                    subject.onCompleted()
                }
                var seen: [Int] = []
                for await value in values { seen.append(value) }
                return "\(seen)"
            }
        },
    ]
}
