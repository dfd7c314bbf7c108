import Foundation
import RxRelay
import RxSwift

/// Never run: it only has to compile, against our layer and against real RxSwift alike, so that
/// every public form of `Infallible` and `Reactive` keeps RxSwift's shape (labels, arities,
/// constraints, result types).
private func infallibleSignatures(_ scheduler: SchedulerType) {
    let a = Infallible.just(1), b = Infallible.of("x"), c = Infallible.from([1.5]), d = Infallible.from(Set([true]))
    let _: Infallible<Int> = .create { observer in observer(.next(1)); observer(.completed); return Disposables.create() }
    let _: Infallible<Int> = .just(1, scheduler: scheduler)
    let _: Infallible<Int> = .empty()
    let _: Infallible<Int> = .never()
    let _: Infallible<Int> = .deferred { a }
    let _: Infallible<Int> = .of(1, 2, scheduler: scheduler)
    let _: Infallible<Int> = .from([1], scheduler: scheduler)
    let _: Infallible<(Int, String)> = Infallible.combineLatest(a, b)
    let _: Infallible<(Int, String, Double)> = Infallible.combineLatest(a, b, c)
    let _: Infallible<(Int, String, Double, Bool)> = Infallible.combineLatest(a, b, c, d)
    let _: Infallible<(Int, String, Double, Bool, Int)> = Infallible.combineLatest(a, b, c, d, a)
    let _: Infallible<(Int, String, Double, Bool, Int, String)> = Infallible.combineLatest(a, b, c, d, a, b)
    let _: Infallible<(Int, String, Double, Bool, Int, String, Double)> = Infallible.combineLatest(a, b, c, d, a, b, c)
    let _: Infallible<(Int, String, Double, Bool, Int, String, Double, Bool)> = Infallible.combineLatest(a, b, c, d, a, b, c, d)
    let _: Infallible<String> = Infallible.combineLatest(a, b) { "\($0)\($1)" }
    let _: Infallible<String> = Infallible.combineLatest(a, b, c, d, a, b, c, d) { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)" }
    let _: Infallible<[Int]> = Infallible.combineLatest([a, a])
    let _: Infallible<Int> = Infallible.combineLatest([a, a]) { $0.count }
    let _: Infallible<String> = Infallible.zip(a, b) { "\($0)\($1)" }
    let _: Infallible<String> = Infallible.zip(a, b, c) { "\($0)\($1)\($2)" }
    let _: Infallible<String> = Infallible.zip(a, b, c, d, a, b, c, d) { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)" }
    let _: Infallible<Int> = Infallible.merge(a, a)
    let _: Infallible<Int> = Infallible.merge([a, a])
    let _: Infallible<Int> = Infallible.merge(ArraySlice([a]))
    let _: Infallible<Int> = Infallible.concat(a, a)
    let _: Infallible<Int> = Infallible.concat(ArraySlice([a]))
    let _: Infallible<Int> = Infallible.concat(AnySequence([a]))
    let _: Infallible<Int> = a.concat(Observable.just(2))
    let _: Infallible<Int> = Observable.just(1).asInfallible(onErrorJustReturn: 0)
    let _: Infallible<Int> = Observable.just(1).asInfallible(onErrorFallbackTo: a)
    let _: Infallible<Int> = Single.just(1).asInfallible(onErrorRecover: { _ in .empty() })
    let _: Infallible<Int> = PublishRelay<Int>().asInfallible()
    let _: Infallible<Int> = BehaviorRelay(value: 1).asInfallible()
    let _: Infallible<Int> = ReplayRelay<Int>.createUnbound().asInfallible()
    let _: Infallible<String> = a.map { "\($0)" }
    let _: Infallible<Int> = b.compactMap { Int($0) }
    let _: Infallible<Int> = a.filter { $0 > 0 }
    let _: Infallible<String> = a.flatMap { _ in b }
    let _: Infallible<String> = a.flatMapLatest { _ in Observable.just("") }
    let _: Infallible<String> = a.flatMapFirst { _ in b }
    let _: Infallible<String> = a.concatMap { _ in b }
    let _: Infallible<Int> = Observable.just(1).flatMapLatest { _ in a }
    let _: Infallible<Int> = a.scan(0, accumulator: +)
    let _: Infallible<[Int]> = a.scan(into: []) { $0.append($1) }
    let _: Infallible<Int> = a.startWith(0)
    let _: Infallible<Int> = a.distinctUntilChanged()
    let _: Infallible<Int> = a.distinctUntilChanged { $0 == $1 }
    let _: Infallible<Int> = a.distinctUntilChanged({ $0 % 2 })
    let _: Infallible<Int> = a.distinctUntilChanged({ $0 % 2 }, comparer: { $0 == $1 })
    let _: Infallible<String> = b.distinctUntilChanged(at: \.count)
    let _: Infallible<Int> = a.debounce(.seconds(1), scheduler: scheduler)
    let _: Infallible<Int> = a.throttle(.seconds(1), scheduler: scheduler)
    let _: Infallible<Int> = a.throttle(.seconds(1), latest: false, scheduler: scheduler)
    let _: Infallible<Int> = a.take(1)
    let _: Infallible<Int> = a.take(for: .seconds(1), scheduler: scheduler)
    let _: Infallible<Int> = a.take(while: { $0 < 2 })
    let _: Infallible<Int> = a.take(while: { $0 < 2 }, behavior: .inclusive)
    let _: Infallible<Int> = a.take(until: { $0 > 2 }, behavior: .inclusive)
    let _: Infallible<Int> = a.take(until: b)
    let _: Infallible<Int> = a.take(until: Observable<Int>.never())
    let _: Infallible<Int> = a.skip(while: { $0 < 2 })
    let _: Infallible<Int> = a.skip(until: Observable<Int>.never())
    let _: Infallible<String> = a.withLatestFrom(b)
    let _: Infallible<String> = a.withLatestFrom(b) { "\($0)\($1)" }
    let owner = NSObject()
    let _: Infallible<(NSObject, Int)> = a.withUnretained(owner)
    let _: Infallible<String> = a.withUnretained(owner) { "\($0)\($1)" }
    let _: Infallible<Int> = a.share()
    let _: Infallible<Int> = a.share(replay: 1, scope: .forever)
    let _: Infallible<Int> = a.do(onNext: { _ in }, afterNext: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
    let _: Infallible<Int> = a.debug()
    let _: Infallible<Int> = a.debug("id", trimOutput: true)
    let _: Observable<Int> = a.asObservable()
    let _: Disposable = a.subscribe { (event: InfallibleEvent<Int>) in _ = event.event }
    let _: Disposable = a.subscribe(onNext: { _ in }, onCompleted: {}, onDisposed: {})
    let _: Disposable = a.subscribe(with: owner, onNext: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
    let _: AsyncStream<Int> = a.values
    let _: Reactive<NSObject> = owner.rx
    let _: Reactive<NSObject>.Type = NSObject.rx
}
