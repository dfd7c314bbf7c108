import Foundation
import RxSwift
import RxTest

extension Behaviours {
    static let timing: [Behaviour] = [
        Behaviour("time", "debounce sends a value after a quiet period", "[next(2) @ 270, next(3) @ 350, next(4) @ 450, completed @ 500] [(200: 500)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(300, 3), .next(400, 4), .completed(500)])
            return render(s.start { xs.debounce(.seconds(50), scheduler: s) }, xs.subscriptions)
        },
        Behaviour("time", "debounce sends the pending value at completion", "[next(2) @ 230, completed @ 230]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            return render(s.start { xs.debounce(.seconds(50), scheduler: s) })
        },
        Behaviour("time", "debounce drops the pending value at an error", "[error(boom) @ 220]") { s in
            let xs = s.createHotObservable([.next(210, 1), .error(220, boom)] as [Recorded<Event<Int>>])
            return render(s.start { xs.debounce(.seconds(50), scheduler: s) })
        },
        Behaviour("time", "throttle latest: the first at once, the newest at the window's end", "[next(1) @ 210, next(3) @ 260, next(4) @ 310, completed @ 400]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .completed(400)])
            return render(s.start { xs.throttle(.seconds(50), scheduler: s) })
        },
        Behaviour("time", "throttle without latest drops values inside the window", "[next(1) @ 210, next(4) @ 300, completed @ 400]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .completed(400)])
            return render(s.start { xs.throttle(.seconds(50), latest: false, scheduler: s) })
        },
        Behaviour("time", "throttle: completion waits for the pending value", "[next(1) @ 210, next(2) @ 260, completed @ 260]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            return render(s.start { xs.throttle(.seconds(50), scheduler: s) })
        },
        Behaviour("time", "delay shifts values and completion", "[next(1) @ 310, next(2) @ 350, completed @ 400] [(200: 300)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
            return render(s.start { xs.delay(.seconds(100), scheduler: s) }, xs.subscriptions)
        },
        Behaviour("time", "delay: an error is not delayed", "[error(boom) @ 220]") { s in
            let xs = s.createHotObservable([.next(210, 1), .error(220, boom)] as [Recorded<Event<Int>>])
            return render(s.start { xs.delay(.seconds(100), scheduler: s) })
        },
        Behaviour("time", "delay: a completion that came with the last value", "[next(1) @ 230, next(2) @ 231, completed @ 232]") { s in
            render(s.start { Observable.of(1, 2).delay(.seconds(30), scheduler: s) })
        },
        Behaviour("time", "delaySubscription", "[next(1) @ 260, completed @ 270] [(250: 270)]") { s in
            let xs = s.createColdObservable([.next(10, 1), .completed(20)])
            return render(s.start { xs.delaySubscription(.seconds(50), scheduler: s) }, xs.subscriptions)
        },
        Behaviour("time", "timeout fails when no value comes in time", "[next(1) @ 210, next(2) @ 240, error(Sequence timeout.) @ 340] [(200: 340)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(240, 2), .next(400, 3), .completed(500)])
            return render(s.start { xs.timeout(.seconds(100), scheduler: s) }, xs.subscriptions)
        },
        Behaviour("time", "timeout switches to another sequence", "[next(1) @ 210, next(99) @ 265, completed @ 270] [(200: 260)] [(260: 270)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .completed(500)])
            let other = s.createColdObservable([.next(5, 99), .completed(10)])
            return render(s.start { xs.timeout(.seconds(50), other: other, scheduler: s) }, xs.subscriptions, other.subscriptions)
        },
        Behaviour("time", "timeout is not triggered when values keep coming", "[next(1) @ 240, next(2) @ 280, completed @ 320]") { s in
            let xs = s.createHotObservable([.next(240, 1), .next(280, 2), .completed(320)])
            return render(s.start { xs.timeout(.seconds(50), scheduler: s) })
        },
        Behaviour("time", "buffer by time sends empty arrays too", "[next([1]) @ 250, next([]) @ 300, next([]) @ 350, next([2]) @ 380, completed @ 380]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(370, 2), .completed(380)])
            return render(s.start { xs.buffer(timeSpan: .seconds(50), count: 10, scheduler: s).map { "\($0)" } })
        },
        Behaviour("time", "observe(on:) a virtual scheduler delivers a tick later", "[next(1) @ 211, next(2) @ 221, completed @ 231]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            return render(s.start { xs.observe(on: s) })
        },
        Behaviour("time", "subscribe(on:) subscribes a tick later", "[next(2) @ 210, completed @ 300] [(201: 301)]") { s in
            let xs = s.createHotObservable([.next(200, 0), .next(201, 1), .next(210, 2), .completed(300)])
            return render(s.start { xs.subscribe(on: s) }, xs.subscriptions)
        },
        Behaviour("time", "interval with take", "[next(0) @ 230, next(1) @ 260, next(2) @ 290, completed @ 290]") { s in
            render(s.start { Observable<Int>.interval(.seconds(30), scheduler: s).take(3) })
        },
        Behaviour("time", "start(created:subscribed:disposed:) disposes early", "[next(1) @ 210] [(200: 300)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(320, 2), .completed(400)])
            return render(s.start(created: 100, subscribed: 200, disposed: 300) { xs.asObservable() }, xs.subscriptions)
        },
        Behaviour("time", "throttle: the remaining wait is rounded in the interval's unit", "[next(1) @ 10, next(2) @ 1110, next(3) @ 2600, completed @ 3000]") { s in
            let clock = TestScheduler(initialClock: 0, resolution: 0.001)
            let taps = clock.createHotObservable([.next(10, 1), .next(110, 2), .next(1600, 3), .completed(3000)])
            return render(clock.start(created: 0, subscribed: 0, disposed: 5000) { taps.throttle(.seconds(1), scheduler: clock) })
        },
        Behaviour("time", "throttle in milliseconds keeps the exact wait", "[next(1) @ 10, next(2) @ 1010, next(3) @ 2010, completed @ 3000]") { s in
            let clock = TestScheduler(initialClock: 0, resolution: 0.001)
            let taps = clock.createHotObservable([.next(10, 1), .next(110, 2), .next(1600, 3), .completed(3000)])
            return render(clock.start(created: 0, subscribed: 0, disposed: 5000) { taps.throttle(.milliseconds(1000), scheduler: clock) })
        },
        Behaviour("time", "a cold observable subscribed twice", "[next(1) @ 210, completed @ 220] [next(1) @ 260, completed @ 270] [(200: Infinity), (250: Infinity)]") { s in
            let xs = s.createColdObservable([.next(10, 1), .completed(20)])
            let a = s.createObserver(Int.self)
            let b = s.createObserver(Int.self)
            s.scheduleAt(200) { _ = xs.subscribe(a) }
            s.scheduleAt(250) { _ = xs.subscribe(b) }
            s.start()
            return render(a) + " " + render(b) + " " + xs.subscriptions.description
        },
    ]
}
