import Foundation
import RxSwift
import RxTest

extension Behaviours {
    static let creation: [Behaviour] = [
        Behaviour("creation", "just sends one value and completes at subscription", "[next(42) @ 200, completed @ 200]") { s in
            render(s.start { Observable.just(42) })
        },
        Behaviour("creation", "of sends its values then completes, all at subscription", "[next(1) @ 200, next(2) @ 200, next(3) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(1, 2, 3) })
        },
        Behaviour("creation", "from an array", "[next(a) @ 200, next(b) @ 200, completed @ 200]") { s in
            render(s.start { Observable.from(["a", "b"]) })
        },
        Behaviour("creation", "from(optional:) with nil only completes", "[completed @ 200]") { s in
            render(s.start { Observable<Int>.from(optional: nil) })
        },
        Behaviour("creation", "of on a scheduler sends one value per tick", "[next(1) @ 201, next(2) @ 202, next(3) @ 203, completed @ 204]") { s in
            render(s.start { Observable.of(1, 2, 3, scheduler: s) })
        },
        Behaviour("creation", "empty completes at once", "[completed @ 200]") { s in
            render(s.start { Observable<Int>.empty() })
        },
        Behaviour("creation", "never sends nothing", "[]") { s in
            render(s.start { Observable<Int>.never() })
        },
        Behaviour("creation", "error fails at once", "[error(boom) @ 200]") { s in
            render(s.start { Observable<Int>.error(boom) })
        },
        Behaviour("creation", "range counts from start", "[next(5) @ 200, next(6) @ 200, next(7) @ 200, completed @ 200]") { s in
            render(s.start { Observable.range(start: 5, count: 3) })
        },
        Behaviour("creation", "range on a scheduler", "[next(1) @ 201, next(2) @ 202, completed @ 203]") { s in
            render(s.start { Observable.range(start: 1, count: 2, scheduler: s) })
        },
        Behaviour("creation", "repeatElement is endless until disposed", "[next(x) @ 201, next(x) @ 202, next(x) @ 203, next(x) @ 204]") { s in
            render(s.start(disposed: 205) { Observable.repeatElement("x", scheduler: s) })
        },
        Behaviour("creation", "generate loops while the condition holds", "[next(1) @ 200, next(3) @ 200, next(9) @ 200, completed @ 200]") { s in
            render(s.start { Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }) })
        },
        Behaviour("creation", "generate: a throwing iterate fails", "[next(1) @ 200, next(2) @ 200, next(3) @ 200, error(boom) @ 200]") { s in
            render(s.start { Observable.generate(initialState: 1, condition: { _ in true }, iterate: { (x: Int) -> Int in if x > 2 { throw boom }; return x + 1 }) })
        },
        Behaviour("creation", "interval ticks each period from subscription", "[next(0) @ 300, next(1) @ 400, next(2) @ 500]") { s in
            render(s.start(disposed: 560) { Observable<Int>.interval(.seconds(100), scheduler: s) })
        },
        Behaviour("creation", "timer without a period sends 0 and completes", "[next(0) @ 250, completed @ 250]") { s in
            render(s.start { Observable<Int>.timer(.seconds(50), scheduler: s) })
        },
        Behaviour("creation", "timer with a period", "[next(0) @ 250, next(1) @ 350, next(2) @ 450]") { s in
            render(s.start(disposed: 500) { Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: s) })
        },
        Behaviour("creation", "deferred calls its factory at each subscription", "[next(1) @ 210, completed @ 210] [next(2) @ 220, completed @ 220]") { s in
            var calls = 0
            let source = Observable.deferred { () -> Observable<Int> in
                calls += 1
                return .just(calls)
            }
            let first = s.createObserver(Int.self)
            let second = s.createObserver(Int.self)
            s.scheduleAt(210) { _ = source.subscribe(first) }
            s.scheduleAt(220) { _ = source.subscribe(second) }
            s.start()
            return render(first) + " " + render(second)
        },
        Behaviour("creation", "deferred: a throwing factory fails", "[error(boom) @ 200]") { s in
            render(s.start { Observable<Int>.deferred { throw boom } })
        },
        Behaviour("creation", "create: events after completion are ignored and the disposable runs", "next 1, completed, onDisposed, disposed") { s in
            let log = Log()
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                observer.onNext(2)
                return Disposables.create { log("disposed") }
            }
            _ = source.subscribe(onNext: { log("next \($0)") }, onCompleted: { log("completed") }, onDisposed: { log("onDisposed") })
            return log.text
        },
        Behaviour("creation", "create: disposing the subscription runs the disposable", "before dispose, cleanup, onDisposed") { s in
            let log = Log()
            let source = Observable<Int>.create { _ in Disposables.create { log("cleanup") } }
            let subscription = source.subscribe(onDisposed: { log("onDisposed") })
            log("before dispose")
            subscription.dispose()
            subscription.dispose()
            return log.text
        },
        Behaviour("creation", "two of-sequences merged interleave on the trampoline", "1, 3, 2, 4") { s in
            let log = Log()
            _ = Observable.merge(Observable.of(1, 2), Observable.of(3, 4)).subscribe(onNext: { log("\($0)") })
            return log.text
        },
    ]
}
