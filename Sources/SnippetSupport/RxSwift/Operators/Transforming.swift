public extension ObservableType {
    /// Each value transformed; an error thrown by `transform` ends the sequence with it.
    func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        lift { observer in
            { event in
                switch event {
                case .next(let value): observer.forward { try transform(value) }
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
    }

    /// Each value transformed, `nil` results dropped.
    func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        lift { observer in
            { event in
                switch event {
                case .next(let value):
                    do {
                        if let result = try transform(value) { observer.on(.next(result)) }
                    } catch {
                        observer.on(.error(error))
                    }
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
    }

    /// The values for which `predicate` holds.
    func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift { observer in
            { event in
                switch event {
                case .next(let value):
                    do {
                        if try predicate(value) { observer.on(.next(value)) }
                    } catch {
                        observer.on(.error(error))
                    }
                default: observer.on(event)
                }
            }
        }
    }

    /// Each running result of `accumulator`, starting from `seed`.
    func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in accumulate = try accumulator(accumulate, element) }
    }

    /// Each running result of `accumulator`, which changes the accumulate in place.
    func scan<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) -> Observable<Accumulate> {
        lift { observer in
            var accumulate = seed
            return { event in
                switch event {
                case .next(let value):
                    observer.forward {
                        try accumulator(&accumulate, value)
                        return accumulate
                    }
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
    }

    /// The final result of `accumulator` when the source completes.
    func reduce<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// The final result of `accumulator`, transformed by `mapResult`, when the source completes.
    func reduce<Accumulate, Result>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate, mapResult: @escaping (Accumulate) throws -> Result) -> Observable<Result> {
        lift { observer in
            var accumulate = seed
            return { event in
                switch event {
                case .next(let value):
                    do {
                        accumulate = try accumulator(accumulate, value)
                    } catch {
                        observer.on(.error(error))
                    }
                case .error(let error): observer.on(.error(error))
                case .completed:
                    observer.forward { try mapResult(accumulate) }
                    observer.on(.completed)
                }
            }
        }
    }

    /// The final result of `accumulator`, which changes the accumulate in place.
    func reduce<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) -> Observable<Accumulate> {
        reduce(seed, accumulator: { accumulate, element in
            var accumulate = accumulate
            try accumulator(&accumulate, element)
            return accumulate
        })
    }

    /// Each value with its index.
    func enumerated() -> Observable<(index: Int, element: Element)> {
        lift { observer in
            var index = 0
            return { event in
                switch event {
                case .next(let value):
                    observer.on(.next((index: index, element: value)))
                    index += 1
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
    }

    /// Each value paired with `obj`, held weakly; when `obj` is gone the sequence completes.
    func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Observable<Out> {
        lift { [weak obj] observer in
            { event in
                switch event {
                case .next(let value):
                    if let obj {
                        observer.on(.next(resultSelector(obj, value)))
                    } else {
                        observer.on(.completed)
                    }
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
    }

    /// Each value paired with `obj`, held weakly.
    func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }

    /// The values first, then `completed` or `error`, all as `next` events; then completion.
    func materialize() -> Observable<Event<Element>> {
        lift { observer in
            { event in
                observer.on(.next(event))
                if event.isStopEvent { observer.on(.completed) }
            }
        }
    }

    /// Never completes on its own: completes with the source, keeping none of its values.
    func ignoreElements() -> Observable<Never> {
        lift { observer in
            { event in
                switch event {
                case .next: break
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
    }

    /// All values as one array when the source completes.
    func toArray() -> Single<[Element]> {
        Single(raw: reduce(into: [Element]()) { $0.append($1) })
    }

    /// The value at `index`; an error if the source completes before it.
    func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "index can't be negative")
        return lift { observer in
            var remaining = index
            return { event in
                switch event {
                case .next(let value):
                    if remaining == 0 {
                        observer.on(.next(value))
                        observer.on(.completed)
                    }
                    remaining -= 1
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.error(RxError.argumentOutOfRange))
                }
            }
        }
    }

    @available(*, deprecated, renamed: "element(at:)")
    func elementAt(_ index: Int) -> Observable<Element> { element(at: index) }

    /// `defaultValue` if the source completes without a value.
    func ifEmpty(default: Element) -> Observable<Element> {
        ifEmpty(switchTo: .just(`default`))
    }

    /// `other` if the source completes without a value.
    func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let first = SingleAssignmentDisposable()
            let fallback = SingleAssignmentDisposable()
            var empty = true
            first.setDisposable(source.subscribe { event in
                switch event {
                case .next: empty = false; observer.on(event)
                case .error: observer.on(event)
                case .completed:
                    if empty {
                        // The source is let go before the fallback starts, as RxSwift does.
                        first.dispose()
                        fallback.setDisposable(other.subscribe(observer))
                    } else {
                        observer.on(.completed)
                    }
                }
            })
            return Disposables.create(first, fallback)
        }
    }
}

public extension ObservableType where Element: EventConvertible {
    /// Turns `next(Event)` values back into events.
    func dematerialize() -> Observable<Element.Element> {
        lift { observer in
            { event in
                switch event {
                case .next(let value): observer.on(value.event)
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
    }
}
