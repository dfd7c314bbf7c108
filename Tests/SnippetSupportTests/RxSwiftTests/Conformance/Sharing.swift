import Foundation
import RxSwift
import RxTest

extension Behaviours {
    static let sharing: [Behaviour] = [
        Behaviour("sharing", "share() subscribes the source once for all subscribers", "[next(1) @ 210, next(2) @ 250, completed @ 260] [next(2) @ 250, completed @ 260] [(200: 260)]") { s in
            let xs = s.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
            let shared = xs.share()
            let a = s.createObserver(Int.self)
            let b = s.createObserver(Int.self)
            s.scheduleAt(200) { _ = shared.subscribe(a) }
            s.scheduleAt(220) { _ = shared.subscribe(b) }
            s.start()
            return render(a) + " " + render(b) + " " + xs.subscriptions.description
        },
        Behaviour("sharing", "share() while connected: after completion a new subscriber resubscribes", "subscribed, A1, subscribed, B1") { s in
            let log = Log()
            let source = Observable<Int>.create { observer in
                log("subscribed")
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            }.share()
            _ = source.subscribe(onNext: { log("A\($0)") })
            _ = source.subscribe(onNext: { log("B\($0)") })
            return log.text
        },
        Behaviour("sharing", "share(replay: 1) replays the latest value to a late subscriber", "[next(1) @ 210, next(2) @ 220, next(3) @ 240, completed @ 300] [next(2) @ 230, next(3) @ 240, completed @ 300] [(200: 300)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let shared = xs.share(replay: 1)
            let a = s.createObserver(Int.self)
            let b = s.createObserver(Int.self)
            s.scheduleAt(200) { _ = shared.subscribe(a) }
            s.scheduleAt(230) { _ = shared.subscribe(b) }
            s.start()
            return render(a) + " " + render(b) + " " + xs.subscriptions.description
        },
        Behaviour("sharing", "share(replay:scope: .forever) keeps the subject after completion", "subscribed, A1, A done, B1, B done") { s in
            let log = Log()
            let source = Observable<Int>.create { observer in
                log("subscribed")
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            }.share(replay: 1, scope: .forever)
            _ = source.subscribe(onNext: { log("A\($0)") }, onCompleted: { log("A done") })
            _ = source.subscribe(onNext: { log("B\($0)") }, onCompleted: { log("B done") })
            return log.text
        },
        Behaviour("sharing", "share: the last subscriber leaving disconnects", "[next(1) @ 210, completed @ 400] [(200: 250), (270: 400)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(260, 2), .completed(400)])
            let shared = xs.share()
            let a = s.createObserver(Int.self)
            var subscription: Disposable?
            s.scheduleAt(200) { subscription = shared.subscribe(a) }
            s.scheduleAt(250) { subscription?.dispose() }
            s.scheduleAt(270) { subscription = shared.subscribe(a) }
            s.start()
            return render(a) + " " + xs.subscriptions.description
        },
        Behaviour("sharing", "publish + connect", "connect, A1, B1, A2, B2") { s in
            let log = Log()
            let published = Observable.of(1, 2).publish()
            _ = published.subscribe(onNext: { log("A\($0)") })
            _ = published.subscribe(onNext: { log("B\($0)") })
            log("connect")
            _ = published.connect()
            return log.text
        },
        Behaviour("sharing", "publish: values before connect are not sent", "[next(2) @ 230, completed @ 300] [(220: 300)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let published = xs.publish()
            let o = s.createObserver(Int.self)
            s.scheduleAt(200) { _ = published.subscribe(o) }
            s.scheduleAt(220) { _ = published.connect() }
            s.start()
            return render(o) + " " + xs.subscriptions.description
        },
        Behaviour("sharing", "replay(n) + connect replays to late subscribers", "[next(2) @ 240, next(3) @ 240, completed @ 300]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let replayed = xs.replay(2)
            let o = s.createObserver(Int.self)
            s.scheduleAt(200) { _ = replayed.connect() }
            s.scheduleAt(240) { _ = replayed.subscribe(o) }
            s.start()
            return render(o)
        },
        Behaviour("sharing", "refCount connects with the first and disconnects after the last", "[next(1) @ 210] [(205: 220)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let counted = xs.publish().refCount()
            let o = s.createObserver(Int.self)
            var subscription: Disposable?
            s.scheduleAt(205) { subscription = counted.subscribe(o) }
            s.scheduleAt(220) { subscription?.dispose() }
            s.start()
            return render(o) + " " + xs.subscriptions.description
        },
        Behaviour("sharing", "connect disposed stops the shared subscription", "[next(1) @ 210] [(200: 220)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let published = xs.publish()
            let o = s.createObserver(Int.self)
            var connection: Disposable?
            s.scheduleAt(200) { _ = published.subscribe(o); connection = published.connect() }
            s.scheduleAt(220) { connection?.dispose() }
            s.start()
            return render(o) + " " + xs.subscriptions.description
        },
    ]
}
