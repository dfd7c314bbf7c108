import Foundation
import RxBlocking
import RxSwift
import RxTest

extension Behaviours {
    static let traits: [Behaviour] = [
        Behaviour("traits", "Single.create succeeds once", "success 1, disposed") { s in
            let log = Log()
            _ = Single<Int>.create { single in
                single(.success(1))
                single(.success(2))
                return Disposables.create()
            }.subscribe(onSuccess: { log("success \($0)") }, onFailure: { log("failure \($0)") }, onDisposed: { log("disposed") })
            return log.text
        },
        Behaviour("traits", "Single failure", "failure boom") { s in
            let log = Log()
            _ = Single<Int>.error(boom).subscribe(onSuccess: { log("success \($0)") }, onFailure: { log("failure \($0)") })
            return log.text
        },
        Behaviour("traits", "Single map and flatMap", "21") { s in
            let log = Log()
            _ = Single.just(2).map { $0 * 10 }.flatMap { Single.just($0 + 1) }.subscribe(onSuccess: { log("\($0)") })
            return log.text
        },
        Behaviour("traits", "asSingle of exactly one value", "[next(5) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(5).asSingle().asObservable() })
        },
        Behaviour("traits", "asSingle of two values fails", "[error(Sequence contains more than one element.) @ 200]") { s in
            render(s.start { Observable.of(5, 6).asSingle().asObservable() })
        },
        Behaviour("traits", "asSingle of nothing fails", "[error(Sequence doesn't contain any elements.) @ 200]") { s in
            render(s.start { Observable<Int>.empty().asSingle().asObservable() })
        },
        Behaviour("traits", "Maybe: success, completion, error", "success 1, completed, error boom") { s in
            let log = Log()
            _ = Maybe.just(1).subscribe(onSuccess: { log("success \($0)") }, onError: { log("error \($0)") }, onCompleted: { log("completed") })
            _ = Maybe<Int>.empty().subscribe(onSuccess: { log("success \($0)") }, onError: { log("error \($0)") }, onCompleted: { log("completed") })
            _ = Maybe<Int>.error(boom).subscribe(onSuccess: { log("success \($0)") }, onError: { log("error \($0)") }, onCompleted: { log("completed") })
            return log.text
        },
        Behaviour("traits", "asMaybe", "[next(1) @ 200, completed @ 200]") { s in
            render(s.start { Observable.of(1).asMaybe().asObservable() })
        },
        Behaviour("traits", "Completable and andThen", "work, then 1") { s in
            let log = Log()
            _ = Completable.create { completable in
                log("work")
                completable(.completed)
                return Disposables.create()
            }.andThen(Single.just(1)).subscribe(onSuccess: { log("then \($0)") })
            return log.text
        },
        Behaviour("traits", "Completable error", "error boom") { s in
            let log = Log()
            _ = Completable.error(boom).subscribe(onCompleted: { log("completed") }, onError: { log("error \($0)") })
            return log.text
        },
        Behaviour("blocking", "toBlocking().toArray()", "[1, 2, 3]") { s in
            "\((try? Observable.of(1, 2, 3).toBlocking().toArray()) ?? [])"
        },
        Behaviour("blocking", "toBlocking().first() of nothing is nil", "nil") { s in
            "\(String(describing: try? Observable<Int>.empty().toBlocking().first()))"
        },
        Behaviour("blocking", "toBlocking().last()", "Optional(2)") { s in
            "\(String(describing: try? Observable.of(1, 2).toBlocking().last()))"
        },
        Behaviour("blocking", "toBlocking rethrows the error", "threw boom") { s in
            do {
                _ = try Observable<Int>.error(boom).toBlocking().toArray()
                return "no error"
            } catch {
                return "threw \(error)"
            }
        },
        Behaviour("blocking", "toBlocking waits for another queue", "[0]") { s in
            "\((try? Observable<Int>.timer(.milliseconds(20), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)).toBlocking().toArray()) ?? [])"
        },
        Behaviour("blocking", "toBlocking(timeout:) fails with a timeout", "threw Sequence timeout.") { s in
            do {
                _ = try Observable<Int>.never().toBlocking(timeout: 0.05).toArray()
                return "no error"
            } catch {
                return "threw \(error)"
            }
        },
        Behaviour("blocking", "materialize", "failed [1] boom") { s in
            switch Observable.of(1).concat(Observable.error(boom)).toBlocking().materialize() {
            case .completed(let elements): return "completed \(elements)"
            case .failed(let elements, let error): return "failed \(elements) \(error)"
            }
        },
    ]
}
