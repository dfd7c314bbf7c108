import Foundation
import RxSwift
import RxTest

extension Behaviours {
    static let filtering: [Behaviour] = [
        Behaviour("filtering", "filter", "[next(2) @ 220, next(4) @ 240, completed @ 300] [(200: 300)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
            return render(s.start { xs.filter { $0.isMultiple(of: 2) } }, xs.subscriptions)
        },
        Behaviour("filtering", "filter: a thrown error", "[next(1) @ 210, error(boom) @ 220] [(200: 220)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            return render(s.start { xs.filter { x in if x == 2 { throw boom }; return true } }, xs.subscriptions)
        },
        Behaviour("filtering", "distinctUntilChanged drops repeats next to each other", "[next(1) @ 200, next(2) @ 200, next(1) @ 200, next(3) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(1, 1, 2, 2, 1, 3, 3).distinctUntilChanged() })
        },
        Behaviour("filtering", "distinctUntilChanged by key", "[next(apple) @ 200, next(banana) @ 200, next(cherry) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of("apple", "avocado", "banana", "blueberry", "cherry").distinctUntilChanged { $0.first } })
        },
        Behaviour("filtering", "distinctUntilChanged with a comparer", "[next(1) @ 200, next(4) @ 200, next(9) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(1, 2, 4, 5, 9).distinctUntilChanged { abs($0 - $1) <= 1 } })
        },
        Behaviour("filtering", "distinctUntilChanged: a throwing key selector", "[next(1) @ 200, error(boom) @ 200]") { s in
            render(s.start { Observable.of(1, 2).distinctUntilChanged { (x: Int) -> Int in if x == 2 { throw boom }; return x } })
        },
        Behaviour("filtering", "take(n) completes at the n-th value and unsubscribes", "[next(1) @ 210, next(2) @ 220, completed @ 220] [(200: 220)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            return render(s.start { xs.take(2) }, xs.subscriptions)
        },
        Behaviour("filtering", "take(0) completes without subscribing", "[completed @ 200] []") { s in
            let xs = s.createHotObservable([.next(210, 1), .completed(300)])
            return render(s.start { xs.take(0) }, xs.subscriptions)
        },
        Behaviour("filtering", "take more than there are", "[next(1) @ 210, completed @ 300] [(200: 300)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .completed(300)])
            return render(s.start { xs.take(5) }, xs.subscriptions)
        },
        Behaviour("filtering", "take(while:) exclusive", "[next(1) @ 200, next(2) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }) })
        },
        Behaviour("filtering", "take(while:) inclusive", "[next(1) @ 200, next(2) @ 200, next(3) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }, behavior: .inclusive) })
        },
        Behaviour("filtering", "take(until:) with a predicate", "[next(1) @ 200, next(2) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }) })
        },
        Behaviour("filtering", "take(until:) inclusive", "[next(1) @ 200, next(2) @ 200, next(3) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }, behavior: .inclusive) })
        },
        Behaviour("filtering", "take(until:) another observable's first value", "[next(1) @ 210, next(2) @ 230, completed @ 250] [(200: 250)] [(200: 250)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3), .completed(300)])
            let stop = s.createHotObservable([.next(250, ()), .completed(400)])
            return render(s.start { xs.take(until: stop) }, xs.subscriptions, stop.subscriptions)
        },
        Behaviour("filtering", "take(until:) another observable that only completes", "[next(1) @ 210, next(2) @ 260, completed @ 300] [(200: 250)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let stop = s.createHotObservable([.completed(250)] as [Recorded<Event<Void>>])
            return render(s.start { xs.take(until: stop) }, stop.subscriptions)
        },
        Behaviour("filtering", "take(for:) a duration", "[next(1) @ 210, next(2) @ 260, completed @ 300] [(200: 300)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(260, 2), .next(320, 3), .completed(400)])
            return render(s.start { xs.take(for: .seconds(100), scheduler: s) }, xs.subscriptions)
        },
        Behaviour("filtering", "takeLast sends the last values at completion", "[next(2) @ 300, next(3) @ 300, completed @ 300]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            return render(s.start { xs.takeLast(2) })
        },
        Behaviour("filtering", "skip(n)", "[next(3) @ 200, next(4) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(1, 2, 3, 4).skip(2) })
        },
        Behaviour("filtering", "skip(while:)", "[next(5) @ 200, next(1) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(1, 2, 5, 1).skip(while: { $0 < 3 }) })
        },
        Behaviour("filtering", "skip(until:) another observable", "[next(3) @ 260, completed @ 300] [(200: 250)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3), .completed(300)])
            let start = s.createHotObservable([.next(250, "go"), .completed(270)])
            return render(s.start { xs.skip(until: start) }, start.subscriptions)
        },
        Behaviour("filtering", "skip a duration", "[next(3) @ 320, completed @ 400]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(260, 2), .next(320, 3), .completed(400)])
            return render(s.start { xs.skip(.seconds(100), scheduler: s) })
        },
        Behaviour("filtering", "first of a sequence", "[next(Optional(1)) @ 210, completed @ 210] [(200: 210)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            return render(s.start { xs.first().asObservable().map { "\(String(describing: $0))" } }, xs.subscriptions)
        },
        Behaviour("filtering", "first of an empty sequence is nil", "[next(nil) @ 200, completed @ 200]") { s in
            render(s.start { Observable<Int>.empty().first().asObservable().map { "\(String(describing: $0))" } })
        },
        Behaviour("filtering", "element(at:)", "[next(b) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of("a", "b", "c").element(at: 1) })
        },
        Behaviour("filtering", "element(at:) out of range fails", "[error(Argument out of range.) @ 200]") { s in
            render(s.start { Observable.of("a").element(at: 3) })
        },
        Behaviour("filtering", "single with one value", "[next(1) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(1).single() })
        },
        Behaviour("filtering", "single with two values fails", "[next(1) @ 200, error(Sequence contains more than one element.) @ 200]") { s in
            render(s.start { Observable.of(1, 2).single() })
        },
        Behaviour("filtering", "single of nothing fails", "[error(Sequence doesn't contain any elements.) @ 200]") { s in
            render(s.start { Observable<Int>.empty().single() })
        },
        Behaviour("filtering", "ignoreElements keeps only the end", "[completed @ 200]") { s in
            render(s.start { Observable.of(1, 2).ignoreElements().asObservable().map { _ in 0 } })
        },
        Behaviour("filtering", "sample sends the latest value at each tick", "[next(2) @ 230, next(3) @ 270, completed @ 500]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(400)])
            let ticks = s.createHotObservable([.next(230, ()), .next(240, ()), .next(270, ()), .next(500, ())])
            return render(s.start { xs.sample(ticks) })
        },
        Behaviour("filtering", "sample with a default value", "[next(1) @ 230, next(0) @ 240, next(0) @ 300]") { s in
            let xs = s.createHotObservable([.next(210, 1), .completed(400)])
            let ticks = s.createHotObservable([.next(230, ()), .next(240, ()), .completed(300)])
            return render(s.start { xs.sample(ticks, defaultValue: 0) })
        },
        Behaviour("filtering", "ifEmpty(default:)", "[next(9) @ 200, completed @ 200]") { s in
            render(s.start { Observable<Int>.empty().ifEmpty(default: 9) })
        },
        Behaviour("filtering", "ifEmpty(switchTo:)", "[next(1) @ 200, next(2) @ 200, completed @ 200]") { s in
            render(s.start { Observable<Int>.empty().ifEmpty(switchTo: .of(1, 2)) })
        },
    ]
}
