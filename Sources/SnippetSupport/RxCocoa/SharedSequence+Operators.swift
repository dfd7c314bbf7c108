import RxSwift

// Operators on `Driver` and `Signal`: the result keeps the strategy. Closures cannot throw, so the
// result cannot fail.

public extension SharedSequenceConvertibleType {
    private var observable: Observable<Element> { asObservable() }

    func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(observable.map(selector))
    }

    func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(observable.compactMap(selector))
    }

    func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(observable.filter(predicate))
    }

    func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(observable.flatMapLatest { selector($0).asObservable() })
    }

    func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(observable.flatMapFirst { selector($0).asObservable() })
    }

    func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(observable.flatMap { selector($0).asObservable() })
    }

    func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate) -> SharedSequence<SharingStrategy, Accumulate> {
        SharedSequence(observable.scan(seed, accumulator: accumulator))
    }

    func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: observable.startWith(element))
    }

    func `do`(onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: observable.do(onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: observable.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(observable.debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(observable.throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(observable.delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

    func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(observable.skip(count))
    }

    func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(_ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(observable.withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second) -> SharedSequence<SharingStrategy, Second.Element> {
        SharedSequence(observable.withLatestFrom(second.asObservable()))
    }

    func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(observable.withUnretained(obj))
    }

    func asObservable() -> Observable<Element> { asSharedSequence().source }
}

public extension SharedSequenceConvertibleType where Element: Equatable {
    func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

public extension SharedSequenceConvertibleType {
    func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }
}

public extension SharedSequence {
    static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element: SharedSequenceConvertibleType, Collection.Element.Element == Element {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element: SharedSequenceConvertibleType, Collection.Element.Element == Element {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }
}
