import Foundation
import RxSwift

/// Never run: it only has to compile, against our layer and against real RxSwift alike, so that
/// every public form of `Single`, `Maybe` and `Completable` keeps RxSwift's shape (labels,
/// arities, constraints, result types).
private func traitSignatures(_ scheduler: SchedulerType) {
    final class Owner {}
    let owner = Owner()
    let s = Single.just(1), t = Single.just("a"), m = Maybe.just(1.5), n = Maybe.just(true), c = Completable.empty()

    // Creation.
    let _: Single<Int> = .create { single in single(.success(1)); return Disposables.create() }
    let _: Maybe<Int> = .create { maybe in maybe(.completed); return Disposables.create() }
    let _: Completable = .create { completable in completable(.completed); return Disposables.create() }
    let _: Single<Int> = .create(detached: false, priority: .low) { 1 }
    let _: Single<Int> = .just(1, scheduler: scheduler)
    let _: Maybe<Int> = .just(1, scheduler: scheduler)
    let _: Maybe<Int> = .empty()
    let _: Single<Int> = .error(RxError.unknown)
    let _: Maybe<Int> = .error(RxError.unknown)
    let _: Completable = .error(RxError.unknown)
    let _: Single<Int> = .never()
    let _: Maybe<Int> = .never()
    let _: Completable = .never()
    let _: Single<Int> = .deferred { s }
    let _: Single<Int> = .timer(.seconds(1), scheduler: scheduler)
    let _: Maybe<UInt8> = .timer(.seconds(1), scheduler: scheduler)
    let _: Single<Int> = .using({ BooleanDisposable() }, primitiveSequenceFactory: { _ in s })
    let _: SingleEvent<Int> = .success(1)
    let _: MaybeEvent<Int> = .success(1)
    let _: CompletableEvent = .completed
    let _: PrimitiveSequence<SingleTrait, Int> = s.primitiveSequence
    let _: Observable<Int> = s.asObservable()

    // Subscribing.
    let _: Disposable = s.subscribe { (result: SingleEvent<Int>) in _ = result }
    let _: Disposable = s.subscribe(onSuccess: { _ in }, onFailure: { _ in }, onDisposed: {})
    let _: Disposable = s.subscribe(with: owner, onSuccess: { _, _ in }, onFailure: { _, _ in }, onDisposed: { _ in })
    let _: Disposable = m.subscribe { (event: MaybeEvent<Double>) in _ = event }
    let _: Disposable = m.subscribe(onSuccess: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {})
    let _: Disposable = m.subscribe(with: owner, onSuccess: { _, _ in }, onError: { _, _ in }, onCompleted: { _ in }, onDisposed: { _ in })
    let _: Disposable = c.subscribe { (event: CompletableEvent) in _ = event }
    let _: Disposable = c.subscribe(onCompleted: {}, onError: { _ in }, onDisposed: {})
    let _: Disposable = c.subscribe(with: owner, onCompleted: { _ in }, onError: { _, _ in }, onDisposed: { _ in })

    // Operators of every trait.
    let _: Single<Int> = s.delay(.seconds(1), scheduler: scheduler).delaySubscription(.seconds(1), scheduler: scheduler)
    let _: Maybe<Double> = m.observe(on: scheduler).subscribe(on: scheduler)
    let _: Completable = c.catch { _ in .empty() }
    let _: Single<Int> = s.retry(2).retry(when: { errors in errors }).retry(when: { (errors: Observable<RxError>) in errors })
    let _: Single<Int> = s.timeout(.seconds(1), scheduler: scheduler).timeout(.seconds(1), other: s, scheduler: scheduler)
    let _: Completable = c.debug().debug("c", trimOutput: true)

    // Single.
    let _: Single<Int> = s.do(onSuccess: { _ in }, afterSuccess: { _ in }, onError: { _ in }, afterError: { _ in },
                              onSubscribe: {}, onSubscribed: {}, onDispose: {})
    let _: Single<String> = s.map { "\($0)" }
    let _: Maybe<Int> = t.compactMap { Int($0) }
    let _: Maybe<Int> = s.filter { $0 > 0 }
    let _: Single<String> = s.flatMap { _ in t }
    let _: Maybe<Double> = s.flatMapMaybe { _ in m }
    let _: Completable = s.flatMapCompletable { _ in c }
    let _: Single<Int> = s.catchAndReturn(0)
    let _: Maybe<Int> = s.asMaybe()
    let _: Completable = s.asCompletable()
    let _: Single<(Int, String)> = Single.zip(s, t)
    let _: Single<(Int, String, Int, String, Int, String, Int, String)> = Single.zip(s, t, s, t, s, t, s, t)
    let _: Single<String> = Single.zip(s, t) { "\($0)\($1)" }
    let _: Single<String> = Single.zip(s, t, s) { "\($0)\($1)\($2)" }
    let _: Single<String> = Single.zip(s, t, s, t, s, t, s, t) { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)" }
    let _: Single<[Int]> = Single.zip([s, s])
    let _: Single<[Int]> = Single.zip(ArraySlice([s]))
    let _: Single<Int> = Single.zip([s, s]) { $0.count }

    // Maybe.
    let _: Maybe<Double> = m.do(onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {},
                                afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
    let _: Maybe<String> = m.map { "\($0)" }
    let _: Maybe<Int> = m.compactMap { Int(exactly: $0) }
    let _: Maybe<Double> = m.filter { $0 > 0 }
    let _: Maybe<Bool> = m.flatMap { _ in n }
    let _: Single<Double> = m.ifEmpty(default: 0)
    let _: Maybe<Double> = m.ifEmpty(switchTo: m)
    let _: Single<Double> = m.ifEmpty(switchTo: Single.just(0.0))
    let _: Maybe<Double> = m.catchAndReturn(0)
    let _: Maybe<(Double, Bool)> = Maybe.zip(m, n)
    let _: Maybe<(Double, Bool, Double, Bool, Double, Bool, Double, Bool)> = Maybe.zip(m, n, m, n, m, n, m, n)
    let _: Maybe<String> = Maybe.zip(m, n) { "\($0)\($1)" }
    let _: Maybe<String> = Maybe.zip(m, n, m, n, m, n, m, n) { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)" }

    // Completable.
    let _: Completable = c.do(onError: { _ in }, afterError: { _ in }, onCompleted: {}, afterCompleted: {},
                              onSubscribe: {}, onSubscribed: {}, onDispose: {})
    let _: Single<Int> = c.andThen(s)
    let _: Maybe<Double> = c.andThen(m)
    let _: Completable = c.andThen(c)
    let _: Observable<Int> = c.andThen(Observable.just(1))
    let _: Completable = c.concat(c)
    let _: Completable = Completable.concat(c, c)
    let _: Completable = Completable.concat([c, c])
    let _: Completable = Completable.concat(AnySequence([c]))
    let _: Completable = Completable.zip(c, c)
    let _: Completable = Completable.zip([c, c])
    let _: Completable = Completable.zip(ArraySlice([c]))

    // From observables.
    let _: Single<Int> = Observable.just(1).asSingle()
    let _: Maybe<Int> = Observable.just(1).asMaybe()
    let _: Completable = Observable<Never>.empty().asCompletable()
    let _: Single<Int?> = Observable.just(1).first()
    let _: Single<[Int]> = Observable.just(1).toArray()
}

/// The same for the bridges to Swift concurrency.
private func traitValueSignatures(_ s: Single<Int>, _ m: Maybe<Int>, _ c: Completable) async throws {
    let _: Int = try await s.value
    let _: Int? = try await m.value
    let _: Void = try await c.value
}
