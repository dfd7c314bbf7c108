import RxSwift

// Operators on `Driver` and `Signal`. Each works on the wrapped observable and wraps the result
// again with the same strategy, so the result is shared anew (as in RxCocoa); those that cannot
// change what sharing gives (`startWith`, `do`, `debug`) wrap it as it is. Closures cannot
// throw, so nothing here can make the sequence fail.

extension SharedSequenceConvertibleType {
    /// The wrapped observable (shared, on main, without errors).
    fileprivate var inner: Observable<Element> { asSharedSequence().wrapped }

    /// A shared sequence of this kind made from `observable`, shared again.
    fileprivate func rewrap<Result>(_ observable: Observable<Result>) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(observable)
    }

    public func asObservable() -> Observable<Element> { inner }

    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        rewrap(inner.map(selector))
    }

    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        rewrap(inner.compactMap(selector))
    }

    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        rewrap(inner.filter(predicate))
    }

    public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate) -> SharedSequence<SharingStrategy, Accumulate> {
        rewrap(inner.scan(seed, accumulator: accumulator))
    }

    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        rewrap(inner.skip(count))
    }

    /// `element` first, to each subscriber, then the sequence.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asIs: inner.startWith(element))
    }

    public func `do`(onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> SharedSequence<SharingStrategy, Element> {
        let watched = inner.do(onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                               onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
        return SharedSequence(asIs: watched)
    }

    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asIs: inner.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> SharedSequence<SharingStrategy, Out> {
        rewrap(inner.withUnretained(obj, resultSelector: resultSelector))
    }

    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        rewrap(inner.withUnretained(obj))
    }

    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(_ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        rewrap(inner.withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second) -> SharedSequence<SharingStrategy, Second.Element> {
        rewrap(inner.withLatestFrom(second.asObservable()))
    }
}

// MARK: - Time, on the strategy's scheduler

extension SharedSequenceConvertibleType {
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        rewrap(inner.debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        rewrap(inner.throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        rewrap(inner.delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}

// MARK: - Dropping repeats

extension SharedSequenceConvertibleType where Element: Equatable {
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        rewrap(inner.distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType {
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> SharedSequence<SharingStrategy, Element> {
        rewrap(inner.distinctUntilChanged(keySelector))
    }

    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        rewrap(inner.distinctUntilChanged(comparer))
    }

    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        rewrap(inner.distinctUntilChanged(keySelector, comparer: comparer))
    }
}

// MARK: - Mapping to other shared sequences (the result has the inner sequences' kind)

extension SharedSequenceConvertibleType {
    /// Follows only the sequence made from the latest value.
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(inner.flatMapLatest { selector($0).asObservable() })
    }

    /// Ignores values while the sequence made from an earlier one is still going.
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(inner.flatMapFirst { selector($0).asObservable() })
    }

    /// Merges the sequences made from every value.
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(inner.flatMap { selector($0).asObservable() })
    }
}
