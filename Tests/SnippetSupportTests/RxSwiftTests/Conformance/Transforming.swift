import Foundation
import RxSwift
import RxTest

extension Behaviours {
    static let transforming: [Behaviour] = [
        Behaviour("transforming", "map", "[next(20) @ 210, next(30) @ 240, completed @ 300] [(200: 300)]") { s in
            let xs = s.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])
            return render(s.start { xs.map { $0 * 10 } }, xs.subscriptions)
        },
        Behaviour("transforming", "map: a thrown error ends the sequence and unsubscribes", "[next(1) @ 210, error(boom) @ 220] [(200: 220)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            return render(s.start { xs.map { x -> Int in if x == 2 { throw boom }; return x } }, xs.subscriptions)
        },
        Behaviour("transforming", "map: the source error passes through", "[next(2) @ 210, error(boom) @ 220] [(200: 220)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .error(220, boom)] as [Recorded<Event<Int>>])
            return render(s.start { xs.map { $0 + 1 } }, xs.subscriptions)
        },
        Behaviour("transforming", "compactMap drops nil", "[next(1) @ 210, next(3) @ 230, completed @ 300]") { s in
            let xs = s.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])
            return render(s.start { xs.compactMap { Int($0) } })
        },
        Behaviour("transforming", "scan sends each running total", "[next(1) @ 210, next(3) @ 220, next(6) @ 230, completed @ 300]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            return render(s.start { xs.scan(0, accumulator: +) })
        },
        Behaviour("transforming", "scan(into:)", "[next([\"a\"]) @ 210, next([\"a\", \"b\"]) @ 220, completed @ 300]") { s in
            let xs = s.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(300)])
            return render(s.start { xs.scan(into: [String]()) { $0.append($1) } })
        },
        Behaviour("transforming", "scan: a thrown error", "[next(1) @ 210, error(boom) @ 220]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            return render(s.start { xs.scan(0) { acc, x in if x == 2 { throw boom }; return acc + x } })
        },
        Behaviour("transforming", "reduce sends the total at completion", "[next(6) @ 300, completed @ 300]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            return render(s.start { xs.reduce(0, accumulator: +) })
        },
        Behaviour("transforming", "reduce with mapResult", "[next(합계 3) @ 300, completed @ 300]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            return render(s.start { xs.reduce(0, accumulator: +, mapResult: { "합계 \($0)" }) })
        },
        Behaviour("transforming", "reduce of an empty sequence sends the seed", "[next(7) @ 300, completed @ 300]") { s in
            let xs = s.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
            return render(s.start { xs.reduce(7, accumulator: +) })
        },
        Behaviour("transforming", "toArray collects at completion", "[next([1, 2]) @ 300, completed @ 300]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            return render(s.start { xs.toArray().asObservable() })
        },
        Behaviour("transforming", "flatMap merges inner sequences", "[next(1a) @ 220, next(2a) @ 250, next(1b) @ 260, next(2b) @ 290, completed @ 300] [(200: 300)] [(210: 270), (240: 300)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
            let ys = s.createColdObservable([.next(10, "a"), .next(50, "b"), .completed(60)])
            return render(s.start { xs.flatMap { x in ys.map { "\(x)\($0)" } } }, xs.subscriptions, ys.subscriptions)
        },
        Behaviour("transforming", "flatMap completes after the outer and every inner complete", "[next(a) @ 260, completed @ 310] [(210: 310)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .completed(220)])
            let ys = s.createColdObservable([.next(50, "a"), .completed(100)])
            return render(s.start { xs.flatMap { _ in ys } }, ys.subscriptions)
        },
        Behaviour("transforming", "flatMap: an inner error fails the whole", "[next(a) @ 215, next(a) @ 225, error(boom) @ 230] [(200: 230)] [(210: 230), (220: 230)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])
            let ys = s.createColdObservable([.next(5, "a"), .error(20, boom)] as [Recorded<Event<String>>])
            return render(s.start { xs.flatMap { _ in ys } }, xs.subscriptions, ys.subscriptions)
        },
        Behaviour("transforming", "flatMapLatest disposes the previous inner sequence", "[next(1a) @ 220, next(2a) @ 250, next(2b) @ 290, completed @ 300] [(200: 300)] [(210: 240), (240: 300)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
            let ys = s.createColdObservable([.next(10, "a"), .next(50, "b"), .completed(60)])
            return render(s.start { xs.flatMapLatest { x in ys.map { "\(x)\($0)" } } }, xs.subscriptions, ys.subscriptions)
        },
        Behaviour("transforming", "flatMapLatest completes when the outer and the latest inner complete", "[next(a) @ 220, completed @ 310]") { s in
            let xs = s.createHotObservable([.next(210, 1), .completed(230)])
            let ys = s.createColdObservable([.next(10, "a"), .completed(100)])
            return render(s.start { xs.flatMapLatest { _ in ys } })
        },
        Behaviour("transforming", "flatMapFirst ignores values while an inner sequence runs", "[next(1a) @ 220, next(1b) @ 260, next(3a) @ 310, next(3b) @ 350, completed @ 400] [(210: 270), (300: 360)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(240, 2), .next(300, 3), .completed(400)])
            let ys = s.createColdObservable([.next(10, "a"), .next(50, "b"), .completed(60)])
            return render(s.start { xs.flatMapFirst { x in ys.map { "\(x)\($0)" } } }, ys.subscriptions)
        },
        Behaviour("transforming", "concatMap runs inner sequences one after another", "[next(1a) @ 220, next(1b) @ 230, next(2a) @ 250, next(2b) @ 260, completed @ 270] [(210: 240), (240: 270)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let ys = s.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
            return render(s.start { xs.concatMap { x in ys.map { "\(x)\($0)" } } }, ys.subscriptions)
        },
        Behaviour("transforming", "switchLatest", "[next(1) @ 220, next(10) @ 260, completed @ 300] [(210: 250)] [(250: 270)]") { s in
            let a = s.createColdObservable([.next(10, 1), .next(60, 2), .completed(70)])
            let b = s.createColdObservable([.next(10, 10), .completed(20)])
            let xs = s.createHotObservable([.next(210, a.asObservable()), .next(250, b.asObservable()), .completed(300)])
            return render(s.start { xs.switchLatest() }, a.subscriptions, b.subscriptions)
        },
        Behaviour("transforming", "materialize turns events into values", "[next(next(1)) @ 210, next(error(boom)) @ 220, completed @ 220]") { s in
            let xs = s.createHotObservable([.next(210, 1), .error(220, boom)] as [Recorded<Event<Int>>])
            return render(s.start { xs.materialize().map { "\($0)" } })
        },
        Behaviour("transforming", "dematerialize turns them back", "[next(1) @ 200, next(2) @ 200, completed @ 200]") { s in
            render(s.start { Observable<Event<Int>>.of(.next(1), .next(2), .completed).dematerialize() })
        },
        Behaviour("transforming", "enumerated pairs values with their index", "[next(0:a) @ 200, next(1:b) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of("a", "b").enumerated().map { "\($0.index):\($0.element)" } })
        },
        Behaviour("transforming", "buffer by count or time", "[next([1, 2]) @ 220, next([3]) @ 320, next([4]) @ 420, next([]) @ 500, completed @ 500]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(400, 4), .completed(500)])
            return render(s.start { xs.buffer(timeSpan: .seconds(100), count: 2, scheduler: s).map { "\($0)" } })
        },
        Behaviour("transforming", "window by count", "[next([1, 2]) @ 220, next([3]) @ 300, completed @ 300]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            return render(s.start { xs.window(timeSpan: .seconds(1000), count: 2, scheduler: s).flatMap { $0.toArray().asObservable() }.map { "\($0)" } })
        },
    ]
}
