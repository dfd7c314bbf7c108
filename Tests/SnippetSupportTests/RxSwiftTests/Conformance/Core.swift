import Foundation
import RxSwift
import RxTest

extension Behaviours {
    static let core: [Behaviour] = [
        Behaviour("core", "observe(on:) lets the source go when it fails", "[next(211) @ 211, error(boom) @ 221] [(200: 220)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .error(220, boom)])
            let observer = s.start { xs.observe(on: s).map { $0 + 210 } }
            return render(observer, xs.subscriptions)
        },
        Behaviour("core", "observe(on:) lets the source go when it completes", "[next(2) @ 211, completed @ 231] [(200: 230)]") { s in
            let xs = s.createHotObservable([.next(210, 2), .completed(230)])
            return render(s.start { xs.observe(on: s) }, xs.subscriptions)
        },
        Behaviour("core", "subscribe: handler order and onDisposed after the end", "next 1, completed, disposed") { s in
            let log = Log()
            _ = Observable.of(1).subscribe(onNext: { log("next \($0)") }, onError: { log("error \($0)") },
                                           onCompleted: { log("completed") }, onDisposed: { log("disposed") })
            return log.text
        },
        Behaviour("core", "subscribe: onDisposed once when disposed by hand", "next 1, disposed") { s in
            let log = Log()
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { log("next \($0)") }, onDisposed: { log("disposed") })
            subject.onNext(1)
            subscription.dispose()
            subscription.dispose()
            subject.onNext(2)
            return log.text
        },
        Behaviour("core", "create: nothing after the end, and its disposable runs once", "next 1, completed, cleanup") { s in
            let log = Log()
            _ = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                observer.onNext(2)
                observer.onError(boom)
                return Disposables.create { log("cleanup") }
            }.subscribe(onNext: { log("next \($0)") }, onError: { log("error \($0)") }, onCompleted: { log("completed") })
            return log.text
        },
        Behaviour("core", "create: disposing runs the cleanup before the end", "next 1, cleanup") { s in
            let log = Log()
            var send: ((Int) -> Void)?
            let subscription = Observable<Int>.create { observer in
                send = { observer.onNext($0) }
                return Disposables.create { log("cleanup") }
            }.subscribe(onNext: { log("next \($0)") }, onCompleted: { log("completed") })
            send?(1)
            subscription.dispose()
            send?(2)
            return log.text
        },
        Behaviour("core", "subscribe(with:) stops calling once the object is gone", "a 1") { s in
            final class Holder { let name: String; init(_ name: String) { self.name = name } }
            let log = Log()
            let subject = PublishSubject<Int>()
            var holder: Holder? = Holder("a")
            _ = subject.subscribe(with: holder!, onNext: { owner, value in log("\(owner.name) \(value)") },
                                  onCompleted: { owner in log("\(owner.name) completed") })
            subject.onNext(1)
            holder = nil
            subject.onNext(2)
            subject.onCompleted()
            return log.text
        },
        Behaviour("core", "do: on/after order around the observer", "onNext 1, observer 1, afterNext 1, onCompleted, observer completed, afterCompleted, onDispose") { s in
            let log = Log()
            _ = Observable.just(1).do(onNext: { log("onNext \($0)") }, afterNext: { log("afterNext \($0)") },
                                      onCompleted: { log("onCompleted") }, afterCompleted: { log("afterCompleted") },
                                      onDispose: { log("onDispose") })
                .subscribe(onNext: { log("observer \($0)") }, onCompleted: { log("observer completed") })
            return log.text
        },
        Behaviour("core", "do: onSubscribe before, onSubscribed after the source's synchronous values", "onSubscribe, created, next 7, onSubscribed") { s in
            let log = Log()
            let source = Observable<Int>.create { observer in
                log("created")
                observer.onNext(7)
                return Disposables.create()
            }
            _ = source.do(onSubscribe: { log("onSubscribe") }, onSubscribed: { log("onSubscribed") })
                .subscribe(onNext: { log("next \($0)") })
            return log.text
        },
        Behaviour("core", "do: a throwing onNext becomes the error", "[next(1) @ 210, error(boom) @ 220] [(200: 220)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
            let observer = s.start { xs.do(onNext: { if $0 == 2 { throw boom } }) }
            return render(observer, xs.subscriptions)
        },
        Behaviour("core", "mapObserver transforms what it is sent", "next(10) next(20) completed") { s in
            var seen: [String] = []
            let observer = AnyObserver<Int> { seen.append("\($0)") }.mapObserver { (text: String) in Int(text)! * 10 }
            observer.onNext("1")
            observer.onNext("2")
            observer.onCompleted()
            return seen.joined(separator: " ")
        },
        Behaviour("core", "Event properties and map", "next(3) true nil false | error(boom) true boom | completed true true") { s in
            let next = Event.next(1).map { $0 + 2 }
            let failed = Event<Int>.error(boom).map { $0 + 2 }
            let done = Event<Int>.completed.map { "\($0)" }
            return "\(next) \(next.isStopEvent == false) \(String(describing: next.error)) \(next.isCompleted)"
                + " | \(failed) \(failed.isStopEvent) \(failed.error.map { "\($0)" } ?? "-")"
                + " | \(done) \(done.isStopEvent) \(done.isCompleted)"
        },
        Behaviour("core", "Event.map: a throwing transform gives the error", "error(boom)") { s in
            "\(Event.next(1).map { (_: Int) -> Int in throw boom })"
        },
        Behaviour("core", "RxError descriptions", "Sequence doesn't contain any elements. | Sequence contains more than one element. | Sequence timeout. | Argument out of range.") { s in
            [RxError.noElements, .moreThanOneElement, .timeout, .argumentOutOfRange].map { "\($0)" }.joined(separator: " | ")
        },
        Behaviour("core", "a subscription made while delivering interleaves with the current one on the trampoline", "a1, b1, a2, b2") { s in
            let log = Log()
            _ = Observable.of(1, 2).subscribe(onNext: { value in
                log("a\(value)")
                if value == 1 { _ = Observable.of(1, 2).subscribe(onNext: { log("b\($0)") }) }
            })
            return log.text
        },
        Behaviour("core", "subscribe(onNext:) to a test observable lets it go when it completes", "1 [(200: 220)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .completed(220)])
            let log = Log()
            s.scheduleAt(200) { _ = xs.subscribe(onNext: { log("\($0)") }) }
            s.start()
            return log.text + " " + xs.subscriptions.description
        },
        Behaviour("core", "subscribe with an event closure lets a test observable go when it fails", "next(1), error(boom) [(200: 220)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .error(220, boom)])
            let log = Log()
            s.scheduleAt(200) { _ = xs.subscribe { log("\($0)") } }
            s.start()
            return log.text + " " + xs.subscriptions.description
        },
        Behaviour("core", "asObservable() of a test observable ends with it", "[next(210) @ 210, completed @ 300] [(200: 300)]") { s in
            let xs = s.createHotObservable([.next(210, 210), .completed(300)])
            return render(s.start { xs.asObservable() }, xs.subscriptions)
        },
        Behaviour("core", "an observer subscribed through asObservable() lets the source go at its error", "[error(boom) @ 250] [(200: 250)]") { s in
            let xs = s.createHotObservable([Recorded<Event<Int>>.error(250, boom)])
            let observer = s.createObserver(Int.self)
            s.scheduleAt(200) { _ = xs.asObservable().subscribe(observer) }
            s.start()
            return render(observer, xs.subscriptions)
        },
        Behaviour("core", "a test observable subscribed directly stays subscribed after its end", "[completed @ 230] [(200: Infinity)]") { s in
            let xs = s.createHotObservable([Recorded<Event<Int>>.completed(230)])
            let observer = s.createObserver(Int.self)
            s.scheduleAt(200) { _ = xs.subscribe(observer) }
            s.start()
            return render(observer, xs.subscriptions)
        },
        Behaviour("core", "Binder ignores completion and applies values", "1 2") { s in
            final class Target { var values: [Int] = [] }
            let target = Target()
            let binder = Binder(target, scheduler: CurrentThreadScheduler.instance) { target, value in target.values.append(value) }
            _ = Observable.of(1, 2).subscribe(binder)
            return target.values.map(String.init).joined(separator: " ")
        },
    ]
}
