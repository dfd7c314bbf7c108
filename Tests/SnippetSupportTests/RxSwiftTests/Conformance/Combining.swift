import Foundation
import RxSwift
import RxTest

extension Behaviours {
    static let combining: [Behaviour] = [
        Behaviour("combining", "combineLatest waits for every source", "[next(1x) @ 220, next(2x) @ 230, next(2y) @ 240, completed @ 320] [(200: 300)] [(200: 320)]") { s in
            let a = s.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let b = s.createHotObservable([.next(220, "x"), .next(240, "y"), .completed(320)])
            return render(s.start { Observable.combineLatest(a, b).map { "\($0)\($1)" } }, a.subscriptions, b.subscriptions)
        },
        Behaviour("combining", "combineLatest with a result selector", "[next(11) @ 220, next(12) @ 230, completed @ 300]") { s in
            let a = s.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let b = s.createHotObservable([.next(220, 10), .completed(250)])
            return render(s.start { Observable.combineLatest(a, b) { $0 + $1 } })
        },
        Behaviour("combining", "combineLatest completes early when a source ends empty", "[completed @ 250] [(200: 250)] [(200: 220)]") { s in
            let a = s.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
            let b = s.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
            return render(s.start { Observable.combineLatest(a, b) { $0 + $1 } }, a.subscriptions, b.subscriptions)
        },
        Behaviour("combining", "combineLatest fails at the first error", "[next(2) @ 220, error(boom) @ 230] [(200: 230)]") { s in
            let a = s.createHotObservable([.next(210, 1), .error(230, boom)] as [Recorded<Event<Int>>])
            let b = s.createHotObservable([.next(220, 1), .completed(400)])
            return render(s.start { Observable.combineLatest(a, b) { $0 + $1 } }, b.subscriptions)
        },
        Behaviour("combining", "combineLatest of three", "[next(6) @ 200, next(7) @ 200, completed @ 200]") { s in
            render(s.start { Observable.combineLatest(Observable.just(1), Observable.just(2), Observable.of(3, 4)) { $0 + $1 + $2 } })
        },
        Behaviour("combining", "combineLatest of eight", "[next(8) @ 200, next(9) @ 200, completed @ 200]") { s in
            let j = Observable.just(1)
            return render(s.start { Observable.combineLatest(j, j, j, j, j, j, j, Observable.of(1, 2)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 } })
        },
        Behaviour("combining", "combineLatest of a collection", "[next([1, 2]) @ 220, next([3, 2]) @ 230, completed @ 300]") { s in
            let a = s.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
            let b = s.createHotObservable([.next(220, 2), .completed(300)])
            return render(s.start { Observable.combineLatest([a.asObservable(), b.asObservable()]).map { "\($0)" } })
        },
        Behaviour("combining", "combineLatest of an empty collection completes", "[next([]) @ 200, completed @ 200]") { s in
            render(s.start { Observable<Int>.combineLatest([Observable<Int>]()).map { "\($0)" } })
        },
        Behaviour("combining", "zip pairs by position", "[next(1a) @ 215, next(2b) @ 240, completed @ 300] [(200: 300)] [(200: 250)]") { s in
            let a = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let b = s.createHotObservable([.next(215, "a"), .next(240, "b"), .completed(250)])
            return render(s.start { Observable.zip(a, b).map { "\($0)\($1)" } }, a.subscriptions, b.subscriptions)
        },
        Behaviour("combining", "zip waits for every source to complete", "[next(1a) @ 200, next(2b) @ 200, completed @ 200]") { s in
            render(s.start { Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b")).map { "\($0)\($1)" } })
        },
        Behaviour("combining", "zip with a result selector", "[next(11) @ 200, next(22) @ 200, completed @ 200]") { s in
            render(s.start { Observable.zip(Observable.of(1, 2), Observable.of(10, 20)) { $0 + $1 } })
        },
        Behaviour("combining", "zip of a collection completes as soon as no pair can form", "[next([1, 10]) @ 200, completed @ 200]") { s in
            render(s.start { Observable.zip([Observable.of(1, 2, 3), Observable.of(10)]).map { "\($0)" } })
        },
        Behaviour("combining", "zip of four", "[next(10) @ 200, completed @ 200]") { s in
            render(s.start { Observable.zip(Observable.of(1), Observable.of(2), Observable.of(3), Observable.of(4)) { $0 + $1 + $2 + $3 } })
        },
        Behaviour("combining", "zip fails at the first error", "[error(boom) @ 220] [(200: 220)]") { s in
            let a = s.createHotObservable([.next(210, 1), .error(220, boom)] as [Recorded<Event<Int>>])
            let b = s.createHotObservable([.next(230, 1), .completed(300)])
            return render(s.start { Observable.zip(a, b) { $0 + $1 } }, b.subscriptions)
        },
        Behaviour("combining", "merge interleaves as values come", "[next(1) @ 210, next(2) @ 220, next(3) @ 230, next(4) @ 250, completed @ 260] [(200: 240)] [(200: 260)]") { s in
            let a = s.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
            let b = s.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
            return render(s.start { Observable.merge(a.asObservable(), b.asObservable()) }, a.subscriptions, b.subscriptions)
        },
        Behaviour("combining", "merge fails at the first error and unsubscribes the rest", "[next(1) @ 210, next(2) @ 220, error(boom) @ 230] [(200: 230)]") { s in
            let a = s.createHotObservable([.next(210, 1), .error(230, boom)] as [Recorded<Event<Int>>])
            let b = s.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
            return render(s.start { Observable.merge([a.asObservable(), b.asObservable()]) }, b.subscriptions)
        },
        Behaviour("combining", "merge of an observable of observables", "[next(1) @ 200, next(2) @ 200, next(3) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(Observable.of(1, 2), Observable.of(3)).merge() })
        },
        Behaviour("combining", "merge(maxConcurrent:)", "[next(a) @ 210, next(b) @ 230, completed @ 240] [(200: 220)] [(220: 240)]") { s in
            let a = s.createColdObservable([.next(10, "a"), .completed(20)])
            let b = s.createColdObservable([.next(10, "b"), .completed(20)])
            return render(s.start { Observable.of(a.asObservable(), b.asObservable()).merge(maxConcurrent: 1) }, a.subscriptions, b.subscriptions)
        },
        Behaviour("combining", "concat subscribes to the next after completion", "[next(1) @ 210, next(2) @ 230, completed @ 240] [(200: 220)] [(220: 240)]") { s in
            let a = s.createColdObservable([.next(10, 1), .completed(20)])
            let b = s.createColdObservable([.next(10, 2), .completed(20)])
            return render(s.start { a.concat(b) }, a.subscriptions, b.subscriptions)
        },
        Behaviour("combining", "static concat of several", "[next(1) @ 200, next(2) @ 200, next(3) @ 200, next(4) @ 200, completed @ 200]") { s in
            render(s.start { Observable.concat(Observable.of(1), Observable.of(2, 3), Observable.empty(), Observable.just(4)) })
        },
        Behaviour("combining", "concat stops at an error", "[next(1) @ 200, error(boom) @ 200]") { s in
            render(s.start { Observable.concat([Observable.of(1), Observable.error(boom), Observable.of(2)]) })
        },
        Behaviour("combining", "startWith puts values first", "[next(1) @ 200, next(2) @ 200, next(3) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(3).startWith(1, 2) })
        },
        Behaviour("combining", "startWith chained: the last call comes first", "[next(1) @ 200, next(2) @ 200, next(3) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(3).startWith(2).startWith(1) })
        },
        Behaviour("combining", "withLatestFrom", "[next(2a) @ 230, next(3b) @ 250, completed @ 300] [(200: 245)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
            let ys = s.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
            return render(s.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }, ys.subscriptions)
        },
        Behaviour("combining", "withLatestFrom without a selector", "[next(a) @ 230, completed @ 300]") { s in
            let xs = s.createHotObservable([.next(230, 1), .completed(300)])
            let ys = s.createHotObservable([.next(220, "a"), .completed(400)])
            return render(s.start { xs.withLatestFrom(ys) })
        },
        Behaviour("combining", "amb takes the first to send", "[next(2) @ 220, next(3) @ 240, completed @ 310] [(200: 220)] [(200: 310)]") { s in
            let a = s.createHotObservable([.next(230, 1), .completed(300)])
            let b = s.createHotObservable([.next(220, 2), .next(240, 3), .completed(310)])
            return render(s.start { a.amb(b) }, a.subscriptions, b.subscriptions)
        },
        Behaviour("combining", "static amb of several", "[completed @ 240] [(200: 240)]") { s in
            let a = s.createHotObservable([.next(260, 1), .completed(300)])
            let b = s.createHotObservable([.next(250, 2), .completed(300)])
            let c = s.createHotObservable([.completed(240)] as [Recorded<Event<Int>>])
            return render(s.start { Observable.amb([a.asObservable(), b.asObservable(), c.asObservable()]) }, a.subscriptions)
        },
    ]
}
