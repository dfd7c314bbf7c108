/// The engines of `combineLatest` and `zip`, over type-erased sources; the typed overloads
/// (`CombineLatest+Arity.swift`, `Zip+Arity.swift`, generated) and the collection forms wrap them.
enum Combining {
    /// Sends `selector(latest values)` whenever any source sends, once every source has sent at
    /// least once. Completes when all sources complete, or when one completes without ever
    /// sending; fails at the first error. With no sources: `selector([])`, then completion.
    static func combineLatest<Result>(_ sources: [Observable<Any>], _ selector: @escaping ([Any]) throws -> Result) -> Observable<Result> {
        if sources.isEmpty {
            // As RxSwift: the selector applied to no values, then completion.
            return Observable.create { observer in
                observer.forward { try selector([]) }
                observer.on(.completed)
                return Disposables.create()
            }
        }
        return BodyObservable { outlet in
            let gate = OperatorGate(outlet)
            var latest = [Any?](repeating: nil, count: sources.count)
            var hasValue = [Bool](repeating: false, count: sources.count)
            var done = [Bool](repeating: false, count: sources.count)
            var valueCount = 0
            var doneCount = 0
            let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
            for (index, source) in sources.enumerated() {
                subscriptions[index].setDisposable(source.subscribe { event in
                    gate.locked {
                        switch event {
                        case .next(let value):
                            latest[index] = value
                            if !hasValue[index] {
                                hasValue[index] = true
                                valueCount += 1
                            }
                            if valueCount == sources.count {
                                gate.forward { try selector(latest.map { $0! }) }
                            } else if done.indices.allSatisfy({ $0 == index || done[$0] }) {
                                gate.send(.completed)
                            }
                        case .error(let error):
                            gate.send(.error(error))
                        case .completed:
                            guard !done[index] else { return }
                            done[index] = true
                            doneCount += 1
                            if doneCount == sources.count {
                                gate.send(.completed)
                            } else {
                                // The others are still live: this one is let go once the lock is
                                // released (see `OperatorGate`).
                                gate.dispose(subscriptions[index])
                            }
                        }
                    }
                })
            }
            return Disposables.create(subscriptions)
        }
    }

    /// Pairs up the sources' values by position: the n-th result combines every source's n-th
    /// value. Completes when all sources completed (`earlyCompletion`: also as soon as a value
    /// arrives that can never be paired, as the collection form does).
    static func zip<Result>(_ sources: [Observable<Any>], earlyCompletion: Bool, _ selector: @escaping ([Any]) throws -> Result) -> Observable<Result> {
        if sources.isEmpty { return .empty() }
        return BodyObservable { outlet in
            let gate = OperatorGate(outlet)
            var queues = [[Any]](repeating: [], count: sources.count)
            var done = [Bool](repeating: false, count: sources.count)
            var doneCount = 0
            let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
            for (index, source) in sources.enumerated() {
                subscriptions[index].setDisposable(source.subscribe { event in
                    gate.locked {
                        switch event {
                        case .next(let value):
                            queues[index].append(value)
                            if queues.allSatisfy({ !$0.isEmpty }) {
                                let values = queues.indices.map { queues[$0].removeFirst() }
                                gate.forward { try selector(values) }
                            } else if earlyCompletion && doneCount == sources.count - 1 {
                                gate.send(.completed)
                            }
                        case .error(let error):
                            gate.send(.error(error))
                        case .completed:
                            guard !done[index] else { return }
                            done[index] = true
                            doneCount += 1
                            if doneCount == sources.count {
                                gate.send(.completed)
                            } else {
                                // The others are still live: this one is let go once the lock is
                                // released, never under it (RxSwift's anomaly test for 2703).
                                gate.dispose(subscriptions[index])
                            }
                        }
                    }
                })
            }
            return Disposables.create(subscriptions)
        }
    }
}

extension ObservableConvertibleType {
    /// The sequence with its values as `Any`, for the combining engines.
    var erased: Observable<Any> {
        asObservable().map { $0 as Any }
    }
}

public extension ObservableType {
    /// The latest values of all sources, as an array, whenever any sends.
    static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Combining.combineLatest(collection.map(\.erased)) { $0.map { $0 as! Element } }
    }

    /// The latest values of all sources, combined by `resultSelector`, whenever any sends.
    static func combineLatest<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Result) -> Observable<Result> where Collection.Element: ObservableType, Element == Result {
        Combining.combineLatest(collection.map(\.erased)) { try resultSelector($0.map { $0 as! Collection.Element.Element }) }
    }

    /// The sources' values paired by position, as arrays.
    static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Combining.zip(collection.map(\.erased), earlyCompletion: true) { $0.map { $0 as! Element } }
    }

    /// The sources' values paired by position, combined by `resultSelector`.
    static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Result) -> Observable<Result> where Collection.Element: ObservableType, Element == Result {
        Combining.zip(collection.map(\.erased), earlyCompletion: true) { try resultSelector($0.map { $0 as! Collection.Element.Element }) }
    }
}
