import Foundation
import RxSwift
import RxTest

extension Behaviours {
    static let errorHandling: [Behaviour] = [
        Behaviour("errors", "catch switches to the handler's sequence", "[next(1) @ 210, next(9) @ 230, completed @ 240] [(200: 220)] [(220: 240)]") { s in
            let xs = s.createHotObservable([.next(210, 1), .error(220, boom)] as [Recorded<Event<Int>>])
            let ys = s.createColdObservable([.next(10, 9), .completed(20)])
            return render(s.start { xs.catch { _ in ys.asObservable() } }, xs.subscriptions, ys.subscriptions)
        },
        Behaviour("errors", "catch: a throwing handler fails", "[error(again) @ 200]") { s in
            render(s.start { Observable<Int>.error(boom).catch { _ in throw TestError(description: "again") } })
        },
        Behaviour("errors", "catchAndReturn", "[next(1) @ 210, next(0) @ 220, completed @ 220]") { s in
            let xs = s.createHotObservable([.next(210, 1), .error(220, boom)] as [Recorded<Event<Int>>])
            return render(s.start { xs.catchAndReturn(0) })
        },
        Behaviour("errors", "catchErrorJustReturn, the old name", "[next(5) @ 200, completed @ 200]") { s in
            render(s.start { Observable<Int>.error(boom).catchErrorJustReturn(5) })
        },
        Behaviour("errors", "retry(n) subscribes n times in all", "[next(1) @ 210, next(1) @ 230, next(1) @ 250, error(boom) @ 260] [(200: 220), (220: 240), (240: 260)]") { s in
            let xs = s.createColdObservable([.next(10, 1), .error(20, boom)] as [Recorded<Event<Int>>])
            return render(s.start { xs.retry(3) }, xs.subscriptions)
        },
        Behaviour("errors", "retry() until it succeeds", "[next(3) @ 200, completed @ 200]") { s in
            var attempts = 0
            let source = Observable<Int>.deferred {
                attempts += 1
                return attempts < 3 ? .error(boom) : .just(attempts)
            }
            return render(s.start { source.retry() })
        },
        Behaviour("errors", "retry(when:) resubscribes on each trigger", "[next(1) @ 210, next(1) @ 230, next(1) @ 250, completed @ 260] [(200: 220), (220: 240), (240: 260)]") { s in
            let xs = s.createColdObservable([.next(10, 1), .error(20, boom)] as [Recorded<Event<Int>>])
            return render(s.start { xs.retry(when: { (errors: Observable<TestError>) in errors.enumerated().map { $0.index }.take(2) }) }, xs.subscriptions)
        },
        Behaviour("errors", "retry(when:) ends with the trigger's error", "[error(gave up) @ 210]") { s in
            let xs = s.createColdObservable([.error(10, boom)] as [Recorded<Event<Int>>])
            return render(s.start { xs.retry(when: { (errors: Observable<TestError>) in errors.flatMap { _ in Observable<Int>.error(TestError(description: "gave up")) } }) })
        },
        Behaviour("errors", "an error thrown in subscribe's source becomes an error event", "next 1, error boom, disposed") { s in
            let log = Log()
            _ = Observable.of(1, 2).map { x -> Int in if x == 2 { throw boom }; return x }
                .subscribe(onNext: { log("next \($0)") }, onError: { log("error \($0)") }, onDisposed: { log("disposed") })
            return log.text
        },
        Behaviour("errors", "terminal events stop everything after them", "next 2, error boom") { s in
            let log = Log()
            let subject = PublishSubject<Int>()
            _ = subject.map { $0 * 2 }.subscribe(onNext: { log("next \($0)") }, onError: { log("error \($0)") }, onCompleted: { log("completed") })
            subject.onNext(1)
            subject.onError(boom)
            subject.onNext(2)
            subject.onCompleted()
            return log.text
        },
        Behaviour("errors", "onDisposed runs after onError", "onError, onDisposed") { s in
            let log = Log()
            _ = Observable<Int>.error(boom).subscribe(onError: { _ in log("onError") }, onDisposed: { log("onDisposed") })
            return log.text
        },
    ]

    static let lifetime: [Behaviour] = [
        Behaviour("lifetime", "onDisposed runs after onCompleted", "next 1, onCompleted, onDisposed") { s in
            let log = Log()
            _ = Observable.of(1).subscribe(onNext: { log("next \($0)") }, onCompleted: { log("onCompleted") }, onDisposed: { log("onDisposed") })
            return log.text
        },
        Behaviour("lifetime", "onDisposed runs on an explicit dispose, once", "onDisposed (1)") { s in
            let log = Log()
            let subscription = Observable<Int>.never().subscribe(onDisposed: { log("onDisposed") })
            subscription.dispose()
            subscription.dispose()
            return log.text + " (\(log.lines.count))"
        },
        Behaviour("lifetime", "a DisposeBag disposes its subscriptions when it is released", "releasing, first, second") { s in
            let log = Log()
            var bag: DisposeBag? = DisposeBag()
            Observable<Int>.never().subscribe(onDisposed: { log("first") }).disposed(by: bag!)
            Observable<Int>.never().subscribe(onDisposed: { log("second") }).disposed(by: bag!)
            log("releasing")
            bag = nil
            return log.text
        },
        Behaviour("lifetime", "a subject holds its observers: a strong self leaks, weak self does not", "deinit weak, strong") { s in
            final class ViewModel {
                let disposeBag = DisposeBag()
                let name: String
                let log: Log
                init(name: String, log: Log) {
                    self.name = name
                    self.log = log
                }
                func bindStrongly(_ subject: PublishSubject<Int>) {
                    subject.subscribe(onNext: { _ in self.log(self.name) }).disposed(by: disposeBag)
                }
                func bindWeakly(_ subject: PublishSubject<Int>) {
                    subject.subscribe(onNext: { [weak self] _ in self?.log(self?.name ?? "") }).disposed(by: disposeBag)
                }
                deinit { log("deinit \(name)") }
            }
            let log = Log()
            let subject = PublishSubject<Int>()
            var strong: ViewModel? = ViewModel(name: "strong", log: log)
            strong?.bindStrongly(subject)
            strong = nil
            var weak: ViewModel? = ViewModel(name: "weak", log: log)
            weak?.bindWeakly(subject)
            weak = nil
            subject.onNext(1)
            return log.text
        },
        Behaviour("lifetime", "take(n) disposes upstream at once", "next 1, completed, upstream disposed, has observers: false") { s in
            let log = Log()
            let subject = PublishSubject<Int>()
            _ = subject.do(onDispose: { log("upstream disposed") }).take(1).subscribe(onNext: { log("next \($0)") }, onCompleted: { log("completed") })
            subject.onNext(1)
            log("has observers: \(subject.hasObservers)")
            return log.text
        },
        Behaviour("lifetime", "do runs its callbacks around the events", "onSubscribe, onSubscribed, onNext 1, subscriber 1, afterNext 1, onCompleted, afterCompleted, onDispose") { s in
            let log = Log()
            _ = Observable.of(1).do(onNext: { log("onNext \($0)") }, afterNext: { log("afterNext \($0)") }, onCompleted: { log("onCompleted") }, afterCompleted: { log("afterCompleted") }, onSubscribe: { log("onSubscribe") }, onSubscribed: { log("onSubscribed") }, onDispose: { log("onDispose") })
                .subscribe(onNext: { log("subscriber \($0)") })
            return log.text
        },
        Behaviour("lifetime", "subscribe(with:) skips events once the object is gone", "next 1") { s in
            final class Owner {}
            let log = Log()
            let subject = PublishSubject<Int>()
            var owner: Owner? = Owner()
            _ = subject.subscribe(with: owner!, onNext: { _, value in log("next \(value)") }, onDisposed: { _ in log("disposed") })
            subject.onNext(1)
            owner = nil
            subject.onNext(2)
            subject.onCompleted()
            return log.text
        },
        Behaviour("lifetime", "CompositeDisposable disposes what is added after disposal", "a, b, key: nil") { s in
            let log = Log()
            let composite = CompositeDisposable()
            _ = composite.insert(Disposables.create { log("a") })
            composite.dispose()
            let key = composite.insert(Disposables.create { log("b") })
            log("key: \(key == nil ? "nil" : "key")")
            return log.text
        },
        Behaviour("lifetime", "SerialDisposable disposes the previous one", "first, second, third") { s in
            let log = Log()
            let serial = SerialDisposable()
            serial.disposable = Disposables.create { log("first") }
            serial.disposable = Disposables.create { log("second") }
            serial.dispose()
            serial.disposable = Disposables.create { log("third") }
            return log.text
        },
        Behaviour("lifetime", "reentrancy: sending from inside onNext", "start 1, start 2, end 2, end 1") { s in
            let log = Log()
            let subject = PublishSubject<Int>()
            _ = subject.subscribe(onNext: { value in
                log("start \(value)")
                if value == 1 { subject.onNext(2) }
                log("end \(value)")
            })
            subject.onNext(1)
            return log.text
        },
    ]
}
