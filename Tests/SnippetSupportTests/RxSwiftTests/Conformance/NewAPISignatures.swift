import Foundation
import RxSwift

private struct Pair: Decodable {
    let a: Int
}

/// Never run: it only has to compile, against our layer and against real RxSwift alike, so that
/// `groupBy`, `decode`, `catch(sequence:)`, the `DisposeBag` builder forms and the async bridges
/// keep RxSwift's shape (labels, constraints, result types).
private func newAPISignatures(_ flag: Bool) async throws {
    let o = Observable.of(1, 2)
    let groups: Observable<GroupedObservable<Bool, Int>> = o.groupBy(keySelector: { $0 > 1 })
    let _: Observable<Observable<Int>> = groups.map { group -> Observable<Int> in let _: Bool = group.key; return group.asObservable() }
    let _: Observable<Int> = o.groupBy { $0 }.flatMap { $0 }
    let _: Observable<Int> = o.groupBy { _ -> Int in throw TestError(description: "key") }.merge()
    let _: GroupedObservable<String, Int> = GroupedObservable(key: "k", source: o)

    let data = Observable.just(Data())
    let _: Observable<Pair> = data.decode(type: Pair.self, decoder: JSONDecoder())
    let _: Observable<Pair> = data.decode(type: Pair.self, decoder: PropertyListDecoder())
    let _: DataDecoder = JSONDecoder()

    let _: Observable<Int> = Observable.catch(sequence: [o, o])
    let _: Observable<Int> = Observable.catch(sequence: AnySequence([o]))
    let _: Observable<Int> = Observable<Int>.catch(sequence: (0..<3).lazy.map { _ in o })

    let bag = DisposeBag()
    bag.insert {
        o.subscribe()
        o.subscribe()
    }
    bag.insert {}
    bag.insert(builder: { o.subscribe() })
    bag.insert(o.subscribe(), o.subscribe())
    bag.insert([o.subscribe()])
    let _ = DisposeBag { o.subscribe() }
    let _ = DisposeBag(builder: { o.subscribe() })
    let _ = DisposeBag(disposing: o.subscribe(), o.subscribe())
    let _ = DisposeBag(disposing: [o.subscribe()])
    let _: [Disposable] = DisposeBag.DisposableBuilder.buildBlock(o.subscribe())

    let _: AsyncThrowingStream<Int, Error> = o.values
    let _: AsyncThrowingStream<Int, Error> = PublishSubject<Int>().values
    let _: AsyncThrowingStream<Int, Error> = Single.just(1).values
    let _: AsyncStream<Int> = Infallible.just(1).values
    for try await value in o.values { _ = value }
    let _: Observable<Int> = AsyncStream<Int> { $0.finish() }.asObservable()
    let _: Observable<Int> = AsyncThrowingStream<Int, Error> { $0.finish() }.asObservable()
    let _: Observable<Int> = o.values.asObservable()
}
