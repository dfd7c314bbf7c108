/// What the flattening operators share: an outer sequence of inner sequences whose values go to
/// one observer; the result completes when the outer one and every active inner one have.
enum FlattenStrategy {
    /// Every inner sequence at once (`flatMap`, `merge`), or at most `maxConcurrent`, the rest
    /// queued (`concatMap` is 1).
    case merge(maxConcurrent: Int?)
    /// Only the newest inner sequence; a new one disposes the previous (`flatMapLatest`).
    case latest
    /// Only the first; inner sequences that arrive while it runs are ignored (`flatMapFirst`).
    case first
}

extension ObservableType {
    func flatten<Source: ObservableConvertibleType>(_ strategy: FlattenStrategy, _ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        let outer = asObservable()
        return Observable.create { observer in
            let lock = RecursiveLock()
            let group = CompositeDisposable()
            let outerSubscription = SingleAssignmentDisposable()
            let latest = SerialDisposable()
            var active = 0
            var outerDone = false
            var latestID = 0
            var waiting: [Observable<Source.Element>] = []
            _ = group.insert(outerSubscription)
            _ = group.insert(latest)

            func completeIfDone() {
                if outerDone && active == 0 { observer.on(.completed) }
            }

            func subscribeInner(_ inner: Observable<Source.Element>) {
                active += 1
                latestID += 1
                let id = latestID
                let subscription = SingleAssignmentDisposable()
                var key: CompositeDisposable.DisposeKey?
                if case .latest = strategy {
                    latest.disposable = subscription
                } else {
                    key = group.insert(subscription)
                }
                subscription.setDisposable(inner.subscribe { event in
                    lock.performLocked {
                        if case .latest = strategy, id != latestID { return }
                        switch event {
                        case .next: observer.on(event)
                        case .error: observer.on(event)
                        case .completed:
                            if let key { group.remove(for: key) } else { subscription.dispose() }
                            active -= 1
                            if case .merge = strategy, !waiting.isEmpty {
                                subscribeInner(waiting.removeFirst())
                                return
                            }
                            completeIfDone()
                        }
                    }
                })
            }

            outerSubscription.setDisposable(outer.subscribe { event in
                lock.performLocked {
                    switch event {
                    case .next(let value):
                        let inner: Observable<Source.Element>
                        do {
                            inner = try selector(value).asObservable()
                        } catch {
                            observer.on(.error(error))
                            return
                        }
                        switch strategy {
                        case .merge(let maxConcurrent):
                            if let maxConcurrent, active >= maxConcurrent {
                                waiting.append(inner)
                            } else {
                                subscribeInner(inner)
                            }
                        case .latest:
                            if active > 0 { active -= 1 }
                            subscribeInner(inner)
                        case .first:
                            if active == 0 { subscribeInner(inner) }
                        }
                    case .error(let error):
                        observer.on(.error(error))
                    case .completed:
                        outerDone = true
                        outerSubscription.dispose()
                        completeIfDone()
                    }
                }
            })
            return group
        }
    }
}

public extension ObservableType {
    /// Each value's sequence, all merged.
    func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        flatten(.merge(maxConcurrent: nil), selector)
    }

    /// Each value's sequence, only the newest: a new value disposes the previous sequence.
    func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        flatten(.latest, selector)
    }

    /// Each value's sequence, unless one is still running (then the value is ignored).
    func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        flatten(.first, selector)
    }

    /// Each value's sequence, one after another in order.
    func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        flatten(.merge(maxConcurrent: 1), selector)
    }
}

public extension ObservableType where Element: ObservableConvertibleType {
    /// The inner sequences' values, merged.
    func merge() -> Observable<Element.Element> {
        flatten(.merge(maxConcurrent: nil)) { $0 }
    }

    /// The inner sequences' values, at most `maxConcurrent` subscribed at a time.
    func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        flatten(.merge(maxConcurrent: maxConcurrent)) { $0 }
    }

    /// The inner sequences one after another.
    func concat() -> Observable<Element.Element> {
        flatten(.merge(maxConcurrent: 1)) { $0 }
    }

    /// The newest inner sequence's values.
    func switchLatest() -> Observable<Element.Element> {
        flatten(.latest) { $0 }
    }
}

public extension ObservableType {
    /// The sources' values merged as they come; completes when all complete.
    static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        Observable.from(Array(sources), scheduler: ImmediateScheduler()).merge()
    }

    static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable.from(sources, scheduler: ImmediateScheduler()).merge()
    }

    static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// The sources one after another.
    static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        concatSources(Array(sequence))
    }

    static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        concatSources(Array(collection))
    }

    static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concatSources(sources)
    }

    /// This sequence, then `second` once this one completes.
    func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concatSources([asObservable(), second.asObservable()])
    }

    /// Each next source is subscribed on the trampoline after the previous completes, as RxSwift
    /// does, so a long chain never grows the stack.
    private static func concatSources(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable.create { observer in
            let serial = SerialDisposable()
            let schedule = SerialDisposable()
            func subscribe(at index: Int) {
                guard index < sources.count else {
                    observer.on(.completed)
                    return
                }
                schedule.disposable = CurrentThreadScheduler.instance.schedule(index) { index in
                    let subscription = SingleAssignmentDisposable()
                    serial.disposable = subscription
                    subscription.setDisposable(sources[index].subscribe { event in
                        switch event {
                        case .next, .error: observer.on(event)
                        case .completed: subscribe(at: index + 1)
                        }
                    })
                    return Disposables.create()
                }
            }
            subscribe(at: 0)
            return Disposables.create(serial, schedule)
        }
    }

    /// Whichever of the sources sends first (any event); the others are disposed.
    static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        let sources = Array(sequence)
        return Observable.create { observer in
            let lock = RecursiveLock()
            var winner: Int?
            let subscriptions: [SingleAssignmentDisposable] = sources.map { _ in SingleAssignmentDisposable() }
            for (index, source) in sources.enumerated() {
                subscriptions[index].setDisposable(source.subscribe { event in
                    lock.performLocked {
                        if winner == nil {
                            winner = index
                            for (other, subscription) in subscriptions.enumerated() where other != index {
                                subscription.dispose()
                            }
                        }
                        if winner == index { observer.on(event) }
                    }
                })
            }
            return Disposables.create(subscriptions)
        }
    }

    /// Whichever of this and `right` sends first.
    func amb<Source: ObservableConvertibleType>(_ right: Source) -> Observable<Element> where Source.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }

    /// Each value combined with the latest value of `second` (values before `second` has one are
    /// dropped).
    func withLatestFrom<Source: ObservableConvertibleType, Result>(_ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        let second = second.asObservable()
        return Observable.create { observer in
            let lock = RecursiveLock()
            var latest: Source.Element?
            let secondSubscription = SingleAssignmentDisposable()
            secondSubscription.setDisposable(second.subscribe { event in
                lock.performLocked {
                    switch event {
                    case .next(let value): latest = value
                    case .error(let error): observer.on(.error(error))
                    case .completed: secondSubscription.dispose()
                    }
                }
            })
            let sourceSubscription = source.subscribe { event in
                lock.performLocked {
                    switch event {
                    case .next(let value):
                        guard let latest else { return }
                        observer.forward { try resultSelector(value, latest) }
                    case .error(let error): observer.on(.error(error))
                    case .completed: observer.on(.completed)
                    }
                }
            }
            return Disposables.create(secondSubscription, sourceSubscription)
        }
    }

    /// The latest value of `second` each time this sequence sends.
    func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

/// Runs work at once, on the calling thread.
struct ImmediateScheduler: ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}
