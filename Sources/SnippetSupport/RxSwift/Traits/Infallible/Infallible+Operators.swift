// The operators RxSwift gives `Infallible`. Each applies the observable operator of the same name
// to the sequence underneath; the result cannot fail when its inputs cannot (the closures of
// `map`, `filter`, `scan`… do not throw), so it is an `Infallible` again.

extension InfallibleType {
    // MARK: Transforming

    /// Each value through `transform`.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        asObservable().map(transform).uncheckedInfallible
    }

    /// Each value through `transform`, dropping the nils.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        asObservable().compactMap(transform).uncheckedInfallible
    }

    /// The values `predicate` accepts.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        asObservable().filter(predicate).uncheckedInfallible
    }

    /// Every running value of `accumulator`, starting from `seed`.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        asObservable().scan(seed, accumulator: accumulator).uncheckedInfallible
    }

    /// The same, with the running value changed in place.
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        asObservable().scan(into: seed, accumulator: accumulator).uncheckedInfallible
    }

    /// `element` first, then the values.
    public func startWith(_ element: Element) -> Infallible<Element> {
        asObservable().startWith(element).uncheckedInfallible
    }

    // MARK: Flattening (the inner sequences are trusted not to fail, as in RxSwift)

    /// Every inner sequence's values, merged.
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        asObservable().flatMap(selector).uncheckedInfallible
    }

    /// Only the newest inner sequence's values.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        asObservable().flatMapLatest(selector).uncheckedInfallible
    }

    /// Inner sequences started only while none is running.
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        asObservable().flatMapFirst(selector).uncheckedInfallible
    }

    /// Inner sequences one after the other, in the order of the values.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        asObservable().concatMap(selector).uncheckedInfallible
    }

    // MARK: Suppressing repeats

    /// Drops a value when `comparer` says it equals the one before.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        asObservable().distinctUntilChanged(comparer).uncheckedInfallible
    }

    /// Drops a value whose key equals the previous value's key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Infallible<Element> {
        asObservable().distinctUntilChanged(keySelector).uncheckedInfallible
    }

    /// Drops a value whose key `comparer` finds equal to the previous one's.
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool) -> Infallible<Element> {
        asObservable().distinctUntilChanged(keySelector, comparer: comparer).uncheckedInfallible
    }

    /// Drops a value whose property at `keyPath` equals the previous value's.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element> {
        asObservable().distinctUntilChanged(at: keyPath).uncheckedInfallible
    }

    // MARK: Time

    /// A value once `dueTime` has passed without a newer one.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        asObservable().debounce(dueTime, scheduler: scheduler).uncheckedInfallible
    }

    /// At most one value per `dueTime`; with `latest`, the last value of a window follows at its end.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Infallible<Element> {
        asObservable().throttle(dueTime, latest: latest, scheduler: scheduler).uncheckedInfallible
    }

    // MARK: Taking and skipping

    /// The first `count` values, then completion.
    public func take(_ count: Int) -> Infallible<Element> {
        asObservable().take(count).uncheckedInfallible
    }

    /// The values sent within `duration` of the subscription.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        asObservable().take(for: duration, scheduler: scheduler).uncheckedInfallible
    }

    /// The values while `predicate` holds (with `.inclusive`, also the first that fails it).
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        asObservable().take(while: predicate, behavior: behavior).uncheckedInfallible
    }

    /// The values until one satisfies `predicate` (with `.inclusive`, that one too).
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        asObservable().take(until: predicate, behavior: behavior).uncheckedInfallible
    }

    /// The values until `other` sends its first value.
    public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        asObservable().take(until: other.asObservable()).uncheckedInfallible
    }

    /// The values until `other` sends its first value.
    public func take<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        asObservable().take(until: other).uncheckedInfallible
    }

    /// The values from the first that fails `predicate` on.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        asObservable().skip(while: predicate).uncheckedInfallible
    }

    /// The values sent after `other`'s first value.
    public func skip<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        asObservable().skip(until: other).uncheckedInfallible
    }

    // MARK: Combining with one other sequence

    /// At each value, the latest value of `second` (nothing until `second` has sent).
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        asObservable().withLatestFrom(second.asObservable()).uncheckedInfallible
    }

    /// At each value, `resultSelector` of it and the latest value of `second`.
    public func withLatestFrom<Source: InfallibleType, ResultType>(_ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType) -> Infallible<ResultType> {
        asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector).uncheckedInfallible
    }

    /// The values, then those of `second`.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element> where Source.Element == Element {
        asObservable().concat(second).uncheckedInfallible
    }

    // MARK: Objects, sharing, side effects

    /// Each value paired with `obj`, held weakly; the sequence completes once `obj` is gone.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        asObservable().withUnretained(obj).uncheckedInfallible
    }

    /// Each value combined with `obj`, held weakly, by `resultSelector`.
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Infallible<Out> {
        asObservable().withUnretained(obj, resultSelector: resultSelector).uncheckedInfallible
    }

    /// One subscription to the source for all subscribers, replaying the last `replay` values.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        asObservable().share(replay: replay, scope: scope).uncheckedInfallible
    }

    /// Runs side effects around each event, the subscription and the disposal.
    public func `do`(onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil, onCompleted: (() throws -> Void)? = nil,
                     afterCompleted: (() throws -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Infallible<Element> {
        let source = asObservable().do(onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                                       onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
        return source.uncheckedInfallible
    }

    /// Prints each event, the subscription and the disposal, as the observable `debug` does.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Infallible<Element> {
        asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function).uncheckedInfallible
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops a value equal to the one before.
    public func distinctUntilChanged() -> Infallible<Element> {
        asObservable().distinctUntilChanged().uncheckedInfallible
    }
}

extension ObservableType {
    /// `flatMapLatest` into infallible sequences gives an `Infallible`, as in RxSwift (an error of
    /// this sequence itself still passes through underneath).
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source) -> Infallible<Source.Element> {
        // Passing `selector` itself would pick this very overload again.
        asObservable().flatMapLatest { try selector($0).asObservable() }.uncheckedInfallible
    }
}
