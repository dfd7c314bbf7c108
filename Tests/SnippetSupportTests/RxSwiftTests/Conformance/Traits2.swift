import Foundation
import RxSwift
import RxTest

/// Single, Maybe and Completable beyond the basics of `traits`: side effects, `subscribe(with:)`,
/// zipping and concatenating, `timer`, `using`, `ifEmpty`, and the bridges to Swift concurrency.
extension Behaviours {
    static var traits2: [Behaviour] { singles2 + timing2 + maybes2 + completables2 + bridges2 }

    private static var singles2: [Behaviour] { [
        Behaviour("traits2", "Single.do: the order of every side effect", "onSubscribe, onSuccess 1, success 1, disposed, afterSuccess 1, onSubscribed, onDispose") { s in
            let log = Log()
            _ = Single.just(1)
                .do(onSuccess: { log("onSuccess \($0)") }, afterSuccess: { log("afterSuccess \($0)") },
                    onError: { log("onError \($0)") }, onSubscribe: { log("onSubscribe") },
                    onSubscribed: { log("onSubscribed") }, onDispose: { log("onDispose") })
                .subscribe(onSuccess: { log("success \($0)") }, onDisposed: { log("disposed") })
            return log.text
        },
        Behaviour("traits2", "Single.do: onError and afterError around the failure", "onError boom, failure boom, afterError boom") { s in
            let log = Log()
            _ = Single<Int>.error(boom)
                .do(onSuccess: { log("onSuccess \($0)") }, onError: { log("onError \($0)") }, afterError: { log("afterError \($0)") })
                .subscribe(onSuccess: { log("success \($0)") }, onFailure: { log("failure \($0)") })
            return log.text
        },
        Behaviour("traits2", "Single.do: a throwing onSuccess fails the Single", "failure boom") { s in
            let log = Log()
            _ = Single.just(1)
                .do(onSuccess: { _ in throw boom }, afterSuccess: { log("afterSuccess \($0)") })
                .subscribe(onSuccess: { log("success \($0)") }, onFailure: { log("failure \($0)") })
            return log.text
        },
        Behaviour("traits2", "Single.subscribe(with:) hands over the object", "owner success 1, owner disposed, owner failure boom") { s in
            final class Owner { let name = "owner" }
            let log = Log()
            let owner = Owner()
            _ = Single.just(1).subscribe(with: owner, onSuccess: { o, v in log("\(o.name) success \(v)") },
                                         onFailure: { o, e in log("\(o.name) failure \(e)") }, onDisposed: { o in log("\(o.name) disposed") })
            _ = Single<Int>.error(boom).subscribe(with: owner, onSuccess: { o, v in log("\(o.name) success \(v)") },
                                                  onFailure: { o, e in log("\(o.name) failure \(e)") })
            return log.text
        },
        Behaviour("traits2", "Single.subscribe(with:) says nothing once the object is gone", "end") { s in
            final class Owner {}
            let log = Log()
            let subject = PublishSubject<Int>()
            var owner: Owner? = Owner()
            _ = subject.asSingle().subscribe(with: owner!, onSuccess: { _, v in log("success \(v)") },
                                             onFailure: { _, e in log("failure \(e)") }, onDisposed: { _ in log("disposed") })
            owner = nil
            subject.onNext(1)
            subject.onCompleted()
            log("end")
            return log.text
        },
        Behaviour("traits2", "Single.zip of three waits for the last", "[next(1 b true) @ 230, completed @ 230]") { s in
            let a = s.createColdObservable([.next(10, 1), .completed(10)]).asSingle()
            let b = s.createColdObservable([.next(30, "b"), .completed(30)]).asSingle()
            let c = s.createColdObservable([.next(20, true), .completed(20)]).asSingle()
            return render(s.start { Single.zip(a, b, c).map { "\($0) \($1) \($2)" }.asObservable() })
        },
        Behaviour("traits2", "Single.zip of eight with a result selector", "8 end") { s in
            let log = Log()
            let j = Single.just(1)
            _ = Single.zip(j, j.map { $0 + 1 }, j, j, j, j, j, Single.just("end")) { "\($0 + $1 + $2 + $3 + $4 + $5 + $6) \($7)" }
                .subscribe(onSuccess: { log($0) })
            return log.text
        },
        Behaviour("traits2", "Single.zip: the first failure ends it and lets the others go", "[error(boom) @ 220] [(200: 220)] [(200: 220)]") { s in
            let a = s.createColdObservable([.next(30, 1), .completed(30)])
            let b = s.createColdObservable([Recorded<Event<Int>>.error(20, boom)])
            let observer = s.start { Single.zip(a.asSingle(), b.asSingle()).map { $0 + $1 }.asObservable() }
            return render(observer, a.subscriptions, b.subscriptions)
        },
        Behaviour("traits2", "Single.zip of a collection, in the collection's order", "[next([1, 2, 3]) @ 230, completed @ 230]") { s in
            let a = s.createColdObservable([.next(30, 1), .completed(30)]).asSingle()
            let b = s.createColdObservable([.next(10, 2), .completed(10)]).asSingle()
            let c = s.createColdObservable([.next(20, 3), .completed(20)]).asSingle()
            return render(s.start { Single.zip([a, b, c]).asObservable() })
        },
        Behaviour("traits2", "Single.zip of a collection with a result selector", "6") { s in
            let log = Log()
            _ = Single.zip([Single.just(1), Single.just(2), Single.just(3)]) { $0.reduce(0, +) }.subscribe(onSuccess: { log("\($0)") })
            return log.text
        },
        Behaviour("traits2", "Single.zip of an empty collection", "[next([]) @ 200, completed @ 200]") { s in
            render(s.start { Single.zip([Single<Int>]()).asObservable() })
        },
        Behaviour("traits2", "Single.timer", "[next(0) @ 230, completed @ 230]") { s in
            render(s.start { Single<Int>.timer(.seconds(30), scheduler: s).asObservable() })
        },
        Behaviour("traits2", "Single.using disposes the resource after the value", "value 1, success 1, disposed, resource disposed") { s in
            final class Resource: Disposable {
                let log: Log
                init(_ log: Log) { self.log = log }
                func dispose() { log("resource disposed") }
            }
            let log = Log()
            _ = Single.using({ Resource(log) }, primitiveSequenceFactory: { _ in
                Single.just(1).do(onSuccess: { log("value \($0)") })
            }).subscribe(onSuccess: { log("success \($0)") }, onDisposed: { log("disposed") })
            return log.text
        },
        Behaviour("traits2", "Single.timeout falls back to another Single", "[next(9) @ 220, completed @ 220] [(200: 220)]") { s in
            let slow = s.createColdObservable([.next(50, 1), .completed(50)])
            let observer = s.start { slow.asSingle().timeout(.seconds(20), other: Single.just(9), scheduler: s).asObservable() }
            return render(observer, slow.subscriptions)
        },
        Behaviour("traits2", "Single.create: the disposable runs once the value is out", "subscribed, success 1, disposed, after success, cleanup") { s in
            let log = Log()
            _ = Single<Int>.create { single in
                log("subscribed")
                single(.success(1))
                log("after success")
                single(.failure(boom))
                return Disposables.create { log("cleanup") }
            }.subscribe(onSuccess: { log("success \($0)") }, onFailure: { log("failure \($0)") }, onDisposed: { log("disposed") })
            return log.text
        },
        Behaviour("traits2", "Single.subscribe with one closure for the result", "success(1), failure(boom)") { s in
            let log = Log()
            _ = Single.just(1).subscribe { log("\($0)") }
            _ = Single<Int>.error(boom).subscribe { log("\($0)") }
            return log.text
        },
        Behaviour("traits2", "Single: disposing by hand runs the source's onDispose, then onDisposed", "onDispose, disposed") { s in
            let log = Log()
            let subscription = Single<Int>.never().do(onDispose: { log("onDispose") })
                .subscribe(onSuccess: { log("success \($0)") }, onDisposed: { log("disposed") })
            subscription.dispose()
            subscription.dispose()
            return log.text
        },
        Behaviour("traits2", "Single.asCompletable, flatMapCompletable and flatMapMaybe", "completed, error boom, empty") { s in
            let log = Log()
            _ = Single.just(1).asCompletable().subscribe(onCompleted: { log("completed") })
            _ = Single.just(1).flatMapCompletable { _ in .error(boom) }.subscribe(onError: { log("error \($0)") })
            _ = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }.subscribe(onSuccess: { log("success \($0)") }, onCompleted: { log("empty") })
            return log.text
        },
        Behaviour("traits2", "Single.retry(when:) subscribes again", "success 3") { s in
            let log = Log()
            var attempts = 0
            _ = Single<Int>.deferred {
                attempts += 1
                return attempts < 3 ? .error(boom) : .just(attempts)
            }.retry(when: { errors in errors.map { _ in () } }).subscribe(onSuccess: { log("success \($0)") }, onFailure: { log("failure \($0)") })
            return log.text
        },
    ] }

    private static var timing2: [Behaviour] { [
        Behaviour("traits2", "Single.delay moves the value and its completion", "[next(1) @ 230, completed @ 231] [(200: 210)]") { s in
            let xs = s.createColdObservable([.next(10, 1), .completed(10)])
            return render(s.start { xs.asSingle().delay(.seconds(20), scheduler: s).asObservable() }, xs.subscriptions)
        },
        Behaviour("traits2", "Completable.delay moves the completion", "[completed @ 230] [(200: 210)]") { s in
            let xs = s.createColdObservable([Recorded<Event<Never>>.completed(10)])
            return render(s.start { xs.asCompletable().delay(.seconds(20), scheduler: s).asObservable() }, xs.subscriptions)
        },
        Behaviour("traits2", "Single.timeout fails when nothing came in time", "[error(Sequence timeout.) @ 220] [(200: 220)]") { s in
            let xs = s.createColdObservable([.next(50, 1), .completed(50)])
            return render(s.start { xs.asSingle().timeout(.seconds(20), scheduler: s).asObservable() }, xs.subscriptions)
        },
        Behaviour("traits2", "Single.catch goes on with another Single", "[next(2) @ 215, completed @ 215] [(200: 210)] [(210: 215)]") { s in
            let failing = s.createColdObservable([Recorded<Event<Int>>.error(10, boom)])
            let other = s.createColdObservable([.next(5, 2), .completed(5)])
            let observer = s.start { failing.asSingle().catch { _ in other.asSingle() }.asObservable() }
            return render(observer, failing.subscriptions, other.subscriptions)
        },
        Behaviour("traits2", "Single.retry(2) subscribes twice in all", "[error(boom) @ 220] [(200: 210), (210: 220)]") { s in
            let failing = s.createColdObservable([Recorded<Event<Int>>.error(10, boom)])
            return render(s.start { failing.asSingle().retry(2).asObservable() }, failing.subscriptions)
        },
        Behaviour("traits2", "Single.delaySubscription", "[next(1) @ 225, completed @ 225] [(215: 225)]") { s in
            let xs = s.createColdObservable([.next(10, 1), .completed(10)])
            return render(s.start { xs.asSingle().delaySubscription(.seconds(15), scheduler: s).asObservable() }, xs.subscriptions)
        },
        Behaviour("traits2", "Maybe.observe(on:) and subscribe(on:)", "[next(1) @ 212, completed @ 213] [(201: 211)]") { s in
            let xs = s.createColdObservable([.next(10, 1), .completed(10)])
            return render(s.start { xs.asMaybe().subscribe(on: s).observe(on: s).asObservable() }, xs.subscriptions)
        },
        Behaviour("traits2", "Single.flatMap waits for the inner Single", "[next(3) @ 230, completed @ 230] [(200: 210)] [(210: 230)]") { s in
            let outer = s.createColdObservable([.next(10, 1), .completed(10)])
            let inner = s.createColdObservable([.next(20, 2), .completed(20)])
            let observer = s.start { outer.asSingle().flatMap { x in inner.asSingle().map { x + $0 } }.asObservable() }
            return render(observer, outer.subscriptions, inner.subscriptions)
        },
        Behaviour("traits2", "Single.just on a scheduler", "[next(3) @ 201, completed @ 202]") { s in
            render(s.start { Single.just(3, scheduler: s).asObservable() })
        },
        Behaviour("traits2", "Single.zip: a throwing result selector fails it", "failure boom") { s in
            let log = Log()
            _ = Single.zip(Single.just(1), Single.just(2)) { (_: Int, _: Int) -> Int in throw boom }
                .subscribe(onSuccess: { log("success \($0)") }, onFailure: { log("failure \($0)") })
            return log.text
        },
        Behaviour("traits2", "Maybe.zip: an error ends it", "[error(boom) @ 220] [(200: 220)] [(200: 220)]") { s in
            let a = s.createColdObservable([.next(30, 1), .completed(30)])
            let b = s.createColdObservable([Recorded<Event<Int>>.error(20, boom)])
            let observer = s.start { Maybe.zip(a.asMaybe(), b.asMaybe()).map { $0 + $1 }.asObservable() }
            return render(observer, a.subscriptions, b.subscriptions)
        },
        Behaviour("traits2", "Single.deferred makes the Single anew for each subscription", "success 1, success 2") { s in
            let log = Log()
            var made = 0
            let single = Single<Int>.deferred {
                made += 1
                return .just(made)
            }
            _ = single.subscribe(onSuccess: { log("success \($0)") })
            _ = single.subscribe(onSuccess: { log("success \($0)") })
            return log.text
        },
    ] }

    private static var maybes2: [Behaviour] { [
        Behaviour("traits2", "Maybe.do: onNext, afterNext and the completion around a value", "onSubscribe, onNext 1, success 1, disposed, afterNext 1, onCompleted, afterCompleted, onDispose") { s in
            let log = Log()
            _ = Maybe.just(1)
                .do(onNext: { log("onNext \($0)") }, afterNext: { log("afterNext \($0)") },
                    onCompleted: { log("onCompleted") }, afterCompleted: { log("afterCompleted") },
                    onSubscribe: { log("onSubscribe") }, onDispose: { log("onDispose") })
                .subscribe(onSuccess: { log("success \($0)") }, onCompleted: { log("completed") }, onDisposed: { log("disposed") })
            return log.text
        },
        Behaviour("traits2", "Maybe.do: an empty Maybe completes", "onCompleted, completed, afterCompleted") { s in
            let log = Log()
            _ = Maybe<Int>.empty()
                .do(onNext: { log("onNext \($0)") }, onCompleted: { log("onCompleted") }, afterCompleted: { log("afterCompleted") })
                .subscribe(onSuccess: { log("success \($0)") }, onCompleted: { log("completed") })
            return log.text
        },
        Behaviour("traits2", "Maybe.subscribe(with:) for each ending", "owner success 1, owner disposed, owner completed, owner disposed, owner error boom, owner disposed") { s in
            final class Owner { let name = "owner" }
            let log = Log()
            let owner = Owner()
            for maybe in [Maybe.just(1), Maybe.empty(), Maybe.error(boom)] {
                _ = maybe.subscribe(with: owner, onSuccess: { o, v in log("\(o.name) success \(v)") }, onError: { o, e in log("\(o.name) error \(e)") },
                                    onCompleted: { o in log("\(o.name) completed") }, onDisposed: { o in log("\(o.name) disposed") })
            }
            return log.text
        },
        Behaviour("traits2", "Maybe.zip of two values", "[next(1+2) @ 220, completed @ 220]") { s in
            let a = s.createColdObservable([.next(10, 1), .completed(10)]).asMaybe()
            let b = s.createColdObservable([.next(20, 2), .completed(20)]).asMaybe()
            return render(s.start { Maybe.zip(a, b).map { "\($0)+\($1)" }.asObservable() })
        },
        Behaviour("traits2", "Maybe.zip with an empty Maybe completes without a value", "[completed @ 230] [(200: 230)] [(200: 210)]") { s in
            let a = s.createColdObservable([.next(30, 1), .completed(30)])
            let b = s.createColdObservable([Recorded<Event<Int>>.completed(10)])
            let observer = s.start { Maybe.zip(a.asMaybe(), b.asMaybe()) { $0 + $1 }.asObservable() }
            return render(observer, a.subscriptions, b.subscriptions)
        },
        Behaviour("traits2", "Maybe.zip of four with a result selector", "success 24") { s in
            let log = Log()
            _ = Maybe.zip(Maybe.just(1), Maybe.just(2), Maybe.just(3), Maybe.just(4)) { $0 * $1 * $2 * $3 }
                .subscribe(onSuccess: { log("success \($0)") }, onCompleted: { log("completed") })
            return log.text
        },
        Behaviour("traits2", "Maybe.ifEmpty(switchTo:) a Maybe", "[next(7) @ 215, completed @ 215] [(200: 210)] [(210: 215)]") { s in
            let empty = s.createColdObservable([Recorded<Event<Int>>.completed(10)])
            let other = s.createColdObservable([.next(5, 7), .completed(5)])
            let observer = s.start { empty.asMaybe().ifEmpty(switchTo: other.asMaybe()).asObservable() }
            return render(observer, empty.subscriptions, other.subscriptions)
        },
        Behaviour("traits2", "Maybe.ifEmpty(switchTo:) a Single, not used when there is a value", "success 1, success 2") { s in
            let log = Log()
            _ = Maybe.just(1).ifEmpty(switchTo: Single.just(2).do(onSubscribe: { log("other subscribed") })).subscribe(onSuccess: { log("success \($0)") })
            _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(2)).subscribe(onSuccess: { log("success \($0)") })
            return log.text
        },
        Behaviour("traits2", "Maybe.ifEmpty(default:)", "success 5, failure boom") { s in
            let log = Log()
            _ = Maybe<Int>.empty().ifEmpty(default: 5).subscribe(onSuccess: { log("success \($0)") })
            _ = Maybe<Int>.error(boom).ifEmpty(default: 5).subscribe(onSuccess: { log("success \($0)") }, onFailure: { log("failure \($0)") })
            return log.text
        },
        Behaviour("traits2", "Maybe.filter, compactMap and catchAndReturn", "filter empty, compactMap 2, catchAndReturn 3") { s in
            let log = Log()
            let report = { (name: String) in { (maybe: Maybe<Int>) in
                _ = maybe.subscribe(onSuccess: { log("\(name) \($0)") }, onError: { log("\(name) error \($0)") }, onCompleted: { log("\(name) empty") })
            } }
            report("filter")(Maybe.just(1).filter { $0 > 1 })
            report("compactMap")(Maybe.just("2").compactMap { Int($0) })
            report("catchAndReturn")(Maybe<Int>.error(boom).catchAndReturn(3))
            return log.text
        },
        Behaviour("traits2", "Maybe.timer and Maybe.just on a scheduler", "[next(0) @ 205, next(9) @ 206, completed @ 207]") { s in
            render(s.start { Maybe<Int>.timer(.seconds(5), scheduler: s).asObservable().concat(Maybe.just(9, scheduler: s).asObservable()) })
        },
    ] }

    private static var completables2: [Behaviour] { [
        Behaviour("traits2", "Completable.do: the order of every side effect", "onSubscribe, onCompleted, completed, disposed, afterCompleted, onSubscribed, onDispose") { s in
            let log = Log()
            _ = Completable.empty()
                .do(onError: { log("onError \($0)") }, onCompleted: { log("onCompleted") }, afterCompleted: { log("afterCompleted") },
                    onSubscribe: { log("onSubscribe") }, onSubscribed: { log("onSubscribed") }, onDispose: { log("onDispose") })
                .subscribe(onCompleted: { log("completed") }, onDisposed: { log("disposed") })
            return log.text
        },
        Behaviour("traits2", "Completable.do: a throwing onCompleted fails it", "error boom") { s in
            let log = Log()
            _ = Completable.empty()
                .do(onError: { log("onError \($0)") }, afterError: { log("afterError \($0)") }, onCompleted: { throw boom })
                .subscribe(onCompleted: { log("completed") }, onError: { log("error \($0)") })
            return log.text
        },
        Behaviour("traits2", "Completable.subscribe(with:)", "owner completed, owner disposed, owner error boom") { s in
            final class Owner { let name = "owner" }
            let log = Log()
            let owner = Owner()
            _ = Completable.empty().subscribe(with: owner, onCompleted: { o in log("\(o.name) completed") },
                                              onError: { o, e in log("\(o.name) error \(e)") }, onDisposed: { o in log("\(o.name) disposed") })
            _ = Completable.error(boom).subscribe(with: owner, onCompleted: { o in log("\(o.name) completed") },
                                                  onError: { o, e in log("\(o.name) error \(e)") })
            return log.text
        },
        Behaviour("traits2", "Completable.zip completes when all have", "[completed @ 230] [(200: 230)] [(200: 210)]") { s in
            let a = s.createColdObservable([Recorded<Event<Never>>.completed(30)])
            let b = s.createColdObservable([Recorded<Event<Never>>.completed(10)])
            let observer = s.start { Completable.zip(a.asCompletable(), b.asCompletable()).asObservable() }
            return render(observer, a.subscriptions, b.subscriptions)
        },
        Behaviour("traits2", "Completable.zip fails at the first error", "[error(boom) @ 220] [(200: 220)] [(200: 220)]") { s in
            let a = s.createColdObservable([Recorded<Event<Never>>.completed(30)])
            let b = s.createColdObservable([Recorded<Event<Never>>.error(20, boom)])
            let observer = s.start { Completable.zip([a.asCompletable(), b.asCompletable()]).asObservable() }
            return render(observer, a.subscriptions, b.subscriptions)
        },
        Behaviour("traits2", "Completable.zip of a collection, and of none", "completed, none completed") { s in
            let log = Log()
            _ = Completable.zip(ArraySlice([Completable.empty(), Completable.empty()])).subscribe(onCompleted: { log("completed") })
            _ = Completable.zip([Completable]()).subscribe(onCompleted: { log("none completed") })
            return log.text
        },
        Behaviour("traits2", "Completable.concat one after the other", "[completed @ 240] [(200: 230)] [(230: 240)]") { s in
            let a = s.createColdObservable([Recorded<Event<Never>>.completed(30)])
            let b = s.createColdObservable([Recorded<Event<Never>>.completed(10)])
            let observer = s.start { Completable.concat(a.asCompletable(), b.asCompletable()).asObservable() }
            return render(observer, a.subscriptions, b.subscriptions)
        },
        Behaviour("traits2", "Completable.concat stops at an error", "[error(boom) @ 210] [(200: 210)] []") { s in
            let a = s.createColdObservable([Recorded<Event<Never>>.error(10, boom)])
            let b = s.createColdObservable([Recorded<Event<Never>>.completed(10)])
            let observer = s.start { Completable.concat([a.asCompletable(), b.asCompletable()]).asObservable() }
            return render(observer, a.subscriptions, b.subscriptions)
        },
        Behaviour("traits2", "Completable.concat of a sequence, and the instance form", "a, b, sequence completed, c, d, instance completed") { s in
            let log = Log()
            let step = { (name: String) in Completable.create { done in log(name); done(.completed); return Disposables.create() } }
            _ = Completable.concat(AnySequence([step("a"), step("b")])).subscribe(onCompleted: { log("sequence completed") })
            _ = step("c").concat(step("d")).subscribe(onCompleted: { log("instance completed") })
            return log.text
        },
        Behaviour("traits2", "Completable.andThen a Maybe, a Completable and an Observable", "maybe 1, completable completed, next 1, next 2") { s in
            let log = Log()
            _ = Completable.empty().andThen(Maybe.just(1)).subscribe(onSuccess: { log("maybe \($0)") })
            _ = Completable.empty().andThen(Completable.empty()).subscribe(onCompleted: { log("completable completed") })
            _ = Completable.empty().andThen(Observable.of(1, 2)).subscribe(onNext: { log("next \($0)") })
            return log.text
        },
        Behaviour("traits2", "Completable.andThen: after an error the second is never subscribed", "[error(boom) @ 220] [(200: 220)] []") { s in
            let second = s.createColdObservable([.next(10, 1), .completed(10)])
            let first = s.createColdObservable([Recorded<Event<Never>>.error(20, boom)])
            let observer = s.start { first.asCompletable().andThen(second.asSingle()).asObservable() }
            return render(observer, first.subscriptions, second.subscriptions)
        },
        Behaviour("traits2", "Completable.andThen times the second after the first", "[next(1) @ 230, completed @ 230] [(200: 220)] [(220: 230)]") { s in
            let second = s.createColdObservable([.next(10, 1), .completed(10)])
            let first = s.createColdObservable([Recorded<Event<Never>>.completed(20)])
            let observer = s.start { first.asCompletable().andThen(second.asSingle()).asObservable() }
            return render(observer, first.subscriptions, second.subscriptions)
        },
        Behaviour("traits2", "asCompletable lets the source go when it completes", "[completed @ 250] [(200: 250)]") { s in
            let source = s.createHotObservable([.completed(250, Never.self), .error(260, boom, Never.self)])
            let observer = s.start { source.asCompletable().asObservable() }
            return render(observer, source.subscriptions)
        },
        Behaviour("traits2", "asCompletable lets the source go at its error", "[error(boom) @ 210] [(200: 210)]") { s in
            let source = s.createColdObservable([.error(10, boom, Never.self)])
            let observer = s.start { source.asCompletable() }
            return render(observer, source.subscriptions)
        },
    ] }

    private static var bridges2: [Behaviour] { [
        Behaviour("traits2", "Single.value", "7") { s in
            awaitTask { "\(try await Single.just(7).value)" }
        },
        Behaviour("traits2", "Single.value throws the failure", "threw boom") { s in
            awaitTask { "\(try await Single<Int>.error(boom).value)" }
        },
        Behaviour("traits2", "Maybe.value: the value, or nil when empty", "Optional(1) nil") { s in
            awaitTask { "\(String(describing: try await Maybe.just(1).value)) \(String(describing: try await Maybe<Int>.empty().value))" }
        },
        Behaviour("traits2", "Maybe.value throws the error", "threw boom") { s in
            awaitTask { "\(String(describing: try await Maybe<Int>.error(boom).value))" }
        },
        Behaviour("traits2", "Completable.value", "()") { s in
            awaitTask { "\(try await Completable.empty().value)" }
        },
        Behaviour("traits2", "Completable.value throws the error", "threw boom") { s in
            awaitTask { "\(try await Completable.error(boom).value)" }
        },
        Behaviour("traits2", "value in a task cancelled before the read: an ending that comes at once is still returned, none throws CancellationError",
                  "maybe nil, maybe Optional(5), completable (), single 7, maybe never: CancellationError, cancelled true") { s in
            awaitTask {
                withUnsafeCurrentTask { $0?.cancel() }
                var lines = ["maybe \(String(describing: try await Maybe<Int>.empty().value))"]
                lines.append("maybe \(String(describing: try await Maybe.just(5).value))")
                lines.append("completable \(try await Completable.empty().value)")
                lines.append("single \(try await Single.just(7).value)")
                do {
                    _ = try await Maybe<Int>.never().value
                    lines.append("maybe never: returned")
                } catch {
                    lines.append("maybe never: \(type(of: error))")
                }
                lines.append("cancelled \(Task.isCancelled)")
                return lines.joined(separator: ", ")
            }
        },
        Behaviour("traits2", "Single.value waits for a value sent from another queue", "42") { s in
            awaitTask {
                let later = Single<Int>.create { single in
                    nonisolated(unsafe) let report = single
                    DispatchQueue.global().async { report(.success(42)) }
                    return Disposables.create()
                }
                return "\(try await later.value)"
            }
        },
        Behaviour("traits2", "Single.value: cancelling the awaiting task disposes and throws", "disposed, threw CancellationError") { s in
            let subscribed = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
            let log = LockedLog()
            let task = Task(executorPreference: ScenarioExecutor.shared) {
                do {
                    _ = try await Single<Int>.never().do(onSubscribed: { subscribed.signal() }, onDispose: { log("disposed") }).value
                    log("value")
                } catch {
                    log("threw \(type(of: error))")
                }
                done.signal()
            }
            guard subscribed.wait(timeout: .now() + scenarioPatience) == .success else { return "timed out" }
            task.cancel()
            return done.wait(timeout: .now() + scenarioPatience) == .timedOut ? "timed out" : log.text
        },
        // `create` starts its task on the shared pool (in ours and in RxSwift alike); the behaviour
        // waits on a thread of its own (`Behaviour.actualOffThePool`), so the pool stays free.
        Behaviour("traits2", "Single.create from an async closure: the result, the error, and disposing cancels the work",
                  "42 boom; work: CancellationError; subscriber: disposed") { s in
            let results = awaitTask {
                let answer = Single<Int>.create { 6 * 7 }
                let failing = Single<Int>.create(detached: true) { throw boom }
                let first = "\(try await answer.value)"
                do {
                    _ = try await failing.value
                    return first + " no error"
                } catch {
                    return first + " \(error)"
                }
            }
            let done = DispatchSemaphore(value: 0)
            let work = LockedLog(), subscriber = LockedLog()
            let subscription = Single<Int>.create {
                do {
                    try await Task.sleep(nanoseconds: 3_600_000_000_000)
                    work("finished")
                } catch {
                    work("\(type(of: error))")
                }
                done.signal()
                return 1
            }.subscribe(onSuccess: { subscriber("success \($0)") }, onFailure: { subscriber("failure \($0)") },
                        onDisposed: { subscriber("disposed") })
            subscription.dispose()
            let waited = done.wait(timeout: .now() + scenarioPatience)
            return results + "; " + (waited == .timedOut ? "timed out" : "work: \(work.text)") + "; subscriber: \(subscriber.text)"
        },
    ] }
}
