import Foundation
import RxSwift
import RxTest

private struct Point: Codable, Equatable {
    let x: Int
    let y: Int
}

/// A decoder of our own: `decode(type:decoder:)` takes anything conforming to `DataDecoder`.
private struct ByteCountDecoder: DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
        try JSONDecoder().decode(type, from: Data("\(data.count)".utf8))
    }
}

private func parity(_ x: Int) -> String { x % 2 == 0 ? "even" : "odd" }

/// Subscribes to `source`'s groups as they come, logging each group's values under its key. The
/// order in which the groups end is not given (real RxSwift's varies from run to run), so their
/// ends are logged sorted, and the outer sequence's end tells how many groups had ended before it.
private func logGroups(_ source: Observable<GroupedObservable<String, Int>>, _ log: Log) -> Disposable {
    var ends: [String] = []
    func ended(_ line: String) { ends.append(line) }
    func outer(_ line: String) { log("groups ended: \(ends.sorted().joined(separator: " / ")); then \(line)") }
    return source.subscribe(onNext: { group in
        log("group \(group.key)")
        _ = group.subscribe(onNext: { log("\(group.key) \($0)") }, onError: { ended("\(group.key) error \($0)") },
                            onCompleted: { ended("\(group.key) completed") })
    }, onError: { outer("outer error \($0)") }, onCompleted: { outer("outer completed") })
}

extension Behaviours {
    static var newapi: [Behaviour] {
        [
            // groupBy
            Behaviour("newapi", "groupBy sends a group when a key first appears", "[next(odd) @ 210, next(even) @ 230, completed @ 260] [(200: 260)]") { s in
                let xs = s.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 2), .next(240, 5), .next(250, 4), .completed(260)])
                return render(s.start { xs.groupBy(keySelector: parity).map { $0.key } }, xs.subscriptions)
            },
            Behaviour("newapi", "groupBy: each group carries its key's values and completes with the source", "group odd, odd 1, group even, even 2, odd 3, even 4, groups ended: even completed / odd completed; then outer completed") { s in
                let log = Log()
                let subject = PublishSubject<Int>()
                _ = logGroups(subject.groupBy(keySelector: parity), log)
                for x in [1, 2, 3, 4] { subject.onNext(x) }
                subject.onCompleted()
                return log.text
            },
            Behaviour("newapi", "groupBy: the source's error reaches every group and the outer sequence", "group odd, odd 1, group even, even 2, groups ended: even error boom / odd error boom; then outer error boom") { s in
                let log = Log()
                let subject = PublishSubject<Int>()
                _ = logGroups(subject.groupBy(keySelector: parity), log)
                subject.onNext(1)
                subject.onNext(2)
                subject.onError(boom)
                return log.text
            },
            Behaviour("newapi", "groupBy: a throwing key selector fails the groups and the outer sequence", "group odd, odd 1, groups ended: odd error boom; then outer error boom") { s in
                let log = Log()
                let subject = PublishSubject<Int>()
                _ = logGroups(subject.groupBy { x -> String in if x > 2 { throw boom }; return parity(x) }, log)
                subject.onNext(1)
                subject.onNext(3)
                subject.onNext(2)
                return log.text
            },
            Behaviour("newapi", "groupBy: groups live on after the outer subscription is disposed", "[next(1) @ 210, next(3) @ 310] [(200: 400)]") { s in
                let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(310, 3), .next(320, 4), .next(410, 5), .completed(500)])
                let odd = s.createObserver(Int.self)
                var outer: Disposable?
                var inner: Disposable?
                s.scheduleAt(200) {
                    outer = xs.groupBy(keySelector: parity).subscribe(onNext: { group in
                        if group.key == "odd" { inner = group.subscribe(odd) }
                    })
                }
                s.scheduleAt(300) { outer?.dispose() }
                s.scheduleAt(400) { inner?.dispose() }
                s.start()
                return render(odd, xs.subscriptions)
            },
            Behaviour("newapi", "groupBy: disposing the outer subscription with no group subscribed ends the source", "[next(odd) @ 210, next(even) @ 220] [(200: 300)]") { s in
                let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(310, 3)])
                let keys = s.createObserver(String.self)
                var outer: Disposable?
                s.scheduleAt(200) { outer = xs.groupBy(keySelector: parity).map { $0.key }.subscribe(keys) }
                s.scheduleAt(300) { outer?.dispose() }
                s.start()
                return render(keys, xs.subscriptions)
            },
            Behaviour("newapi", "groupBy: a group subscribed late hears only later values", "late 5, late completed, after completed") { s in
                let log = Log()
                let subject = PublishSubject<Int>()
                var groups: [GroupedObservable<String, Int>] = []
                _ = subject.groupBy(keySelector: parity).subscribe(onNext: { groups.append($0) })
                subject.onNext(1)
                subject.onNext(3)
                _ = groups[0].subscribe(onNext: { log("late \($0)") }, onCompleted: { log("late completed") })
                subject.onNext(5)
                subject.onCompleted()
                _ = groups[0].subscribe(onNext: { log("after \($0)") }, onCompleted: { log("after completed") })
                return log.text
            },
            Behaviour("newapi", "groupBy: the source ends when it completes, even with groups still subscribed", "[next(odd) @ 210, next(even) @ 220, completed @ 260] [(200: 260)] [next(1) @ 210, completed @ 260]") { s in
                let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(260)])
                let odd = s.createObserver(Int.self)
                let keys = s.createObserver(String.self)
                s.scheduleAt(200) {
                    _ = xs.groupBy(keySelector: parity).do(onNext: { group in if group.key == "odd" { _ = group.subscribe(odd) } })
                        .map { $0.key }.subscribe(keys)
                }
                s.start()
                return render(keys, xs.subscriptions) + " " + render(odd)
            },
            Behaviour("newapi", "groupBy: a throwing key selector ends the source, even with groups still subscribed", "[next(odd) @ 210, error(boom) @ 220] [(200: 220)] [next(1) @ 210, error(boom) @ 220]") { s in
                let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
                let odd = s.createObserver(Int.self)
                let keys = s.createObserver(String.self)
                s.scheduleAt(200) {
                    _ = xs.groupBy { x -> String in if x == 2 { throw boom }; return parity(x) }
                        .do(onNext: { group in _ = group.subscribe(odd) })
                        .map { $0.key }.subscribe(keys)
                }
                s.start()
                return render(keys, xs.subscriptions) + " " + render(odd)
            },
            Behaviour("newapi", "groupBy on the trampoline: a group subscribed in onNext hears its first value", "odd 1, even 2, odd 3, even 4") { s in
                let log = Log()
                _ = Observable.of(1, 2, 3, 4).groupBy(keySelector: parity).subscribe(onNext: { group in
                    _ = group.subscribe(onNext: { log("\(group.key) \($0)") })
                })
                return log.text
            },
            Behaviour("newapi", "groupBy: two subscribers of one group both hear its values", "first odd 1, second odd 1, first odd 3, second odd 3") { s in
                let log = Log()
                let subject = PublishSubject<Int>()
                _ = subject.groupBy(keySelector: parity).subscribe(onNext: { group in
                    _ = group.subscribe(onNext: { log("first \(group.key) \($0)") })
                    _ = group.subscribe(onNext: { log("second \(group.key) \($0)") })
                })
                subject.onNext(1)
                subject.onNext(3)
                return log.text
            },
            Behaviour("newapi", "groupBy then flatMap each group to its values", "[next(odd 1) @ 210, next(even 2) @ 220, next(odd 3) @ 230, next(even 4) @ 240, completed @ 250]") { s in
                let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
                return render(s.start { xs.groupBy(keySelector: parity).flatMap { group in group.map { "\(group.key) \($0)" } } })
            },
            Behaviour("newapi", "GroupedObservable(key:source:) and asObservable", "k [next(1) @ 200, next(2) @ 200, completed @ 200]") { s in
                let group = GroupedObservable(key: "k", source: Observable.of(1, 2))
                return "\(group.key) " + render(s.start { group.asObservable() })
            },
            // decode
            Behaviour("newapi", "decode with JSONDecoder decodes each value", "[next((1, 2)) @ 200, next((3, 4)) @ 200, completed @ 200]") { s in
                let json = [#"{"x":1,"y":2}"#, #"{"x":3,"y":4}"#].map { Data($0.utf8) }
                return render(s.start { Observable.from(json).decode(type: Point.self, decoder: JSONDecoder()).map { "(\($0.x), \($0.y))" } })
            },
            Behaviour("newapi", "decode: data that does not decode ends with the decoder's error", "next 1, error is DecodingError: true") { s in
                let log = Log()
                _ = Observable.of(Data(#"{"x":1,"y":2}"#.utf8), Data("nope".utf8), Data(#"{"x":5,"y":6}"#.utf8))
                    .decode(type: Point.self, decoder: JSONDecoder())
                    .subscribe(onNext: { log("next \($0.x)") }, onError: { log("error is DecodingError: \($0 is DecodingError)") },
                               onCompleted: { log("completed") })
                return log.text
            },
            Behaviour("newapi", "decode with PropertyListDecoder", "[next(15) @ 200, completed @ 200]") { s in
                let encoder = PropertyListEncoder()
                encoder.outputFormat = .xml
                let data = try! encoder.encode(Point(x: 7, y: 8))
                return render(s.start { Observable.just(data).decode(type: Point.self, decoder: PropertyListDecoder()).map { $0.x + $0.y } })
            },
            Behaviour("newapi", "decode with a decoder of one's own (DataDecoder)", "[next(2) @ 200, next(3) @ 200, completed @ 200]") { s in
                render(s.start { Observable.of(Data([1, 2]), Data([1, 2, 3])).decode(type: Int.self, decoder: ByteCountDecoder()) })
            },
            // catch(sequence:)
            Behaviour("newapi", "catch(sequence:) moves to the next source on an error", "[next(1) @ 210, next(2) @ 230, next(3) @ 250, completed @ 260] [(200: 220)] [(220: 240)] [(240: 260)]") { s in
                let a = s.createColdObservable([.next(10, 1), .error(20, boom)] as [Recorded<Event<Int>>])
                let b = s.createColdObservable([.next(10, 2), .error(20, boom)] as [Recorded<Event<Int>>])
                let c = s.createColdObservable([.next(10, 3), .completed(20)] as [Recorded<Event<Int>>])
                return render(s.start { Observable.catch(sequence: [a, b, c].map { $0.asObservable() }) }, a.subscriptions, b.subscriptions, c.subscriptions)
            },
            Behaviour("newapi", "catch(sequence:): when every source fails, the last error goes through", "[next(1) @ 210, error(second) @ 250] [(200: 220)] [(220: 250)]") { s in
                let a = s.createColdObservable([.next(10, 1), .error(20, TestError(description: "first"))] as [Recorded<Event<Int>>])
                let b = s.createColdObservable([.error(30, TestError(description: "second"))] as [Recorded<Event<Int>>])
                return render(s.start { Observable.catch(sequence: [a.asObservable(), b.asObservable()]) }, a.subscriptions, b.subscriptions)
            },
            Behaviour("newapi", "catch(sequence:) of no sources completes", "[completed @ 200]") { s in
                render(s.start { Observable<Int>.catch(sequence: []) })
            },
            Behaviour("newapi", "catch(sequence:) reads the sequence lazily and stops at the first success", "[next(30) @ 200, completed @ 200] made 3") { s in
                var made = 0
                let sources = (1...5).lazy.map { n -> Observable<Int> in
                    made += 1
                    return n < 3 ? Observable.error(boom) : Observable.of(n * 10)
                }
                return render(s.start { Observable.catch(sequence: sources) }) + " made \(made)"
            },
            Behaviour("newapi", "catch(sequence:): disposing ends the current source", "[next(2) @ 270] [(200: 220)] [(220: 300)]") { s in
                let a = s.createColdObservable([.error(20, boom)] as [Recorded<Event<Int>>])
                let b = s.createColdObservable([.next(50, 2), .next(150, 3)] as [Recorded<Event<Int>>])
                return render(s.start(disposed: 300) { Observable.catch(sequence: [a.asObservable(), b.asObservable()]) }, a.subscriptions, b.subscriptions)
            },
            // DisposeBag
            Behaviour("newapi", "DisposeBag.insert { } disposes what the builder lists when the bag goes", "releasing, first, second, third") { s in
                let log = Log()
                var bag: DisposeBag? = DisposeBag()
                bag!.insert {
                    Disposables.create { log("first") }
                    Observable<Int>.never().subscribe(onDisposed: { log("second") })
                    Disposables.create { log("third") }
                }
                log("releasing")
                bag = nil
                return log.text
            },
            Behaviour("newapi", "DisposeBag { } and DisposeBag(disposing:)", "built a, built b, listed a, listed b, array a true") { s in
                let log = Log()
                var built: DisposeBag? = DisposeBag {
                    Disposables.create { log("built a") }
                    Disposables.create { log("built b") }
                }
                var listed: DisposeBag? = DisposeBag(disposing: Disposables.create { log("listed a") }, Disposables.create { log("listed b") })
                var array: DisposeBag? = DisposeBag(disposing: [Disposables.create { log("array a") }])
                built = nil
                listed = nil
                array = nil
                return log.text + " \(built == nil && listed == nil && array == nil)"
            },
            Behaviour("newapi", "DisposeBag.DisposableBuilder collects its lines in order", "2: b, a") { s in
                let log = Log()
                let list = DisposeBag.DisposableBuilder.buildBlock(Disposables.create { log("a") }, Disposables.create { log("b") })
                list.reversed().forEach { $0.dispose() }
                return "\(list.count): " + log.text
            },
        ]
    }
}
