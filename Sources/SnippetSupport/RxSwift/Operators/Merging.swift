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
    /// Decisions are taken under one lock (which inner sequence to start, what to pass on); the
    /// subscribing and disposing they lead to happen after it is released, so an inner sequence
    /// that sends from another thread while it is being subscribed or disposed never waits on a
    /// lock its own caller holds (RxSwift's anomaly tests for issues 1344, 2703 and 2711).
    func flatten<Source: ObservableConvertibleType>(_ strategy: FlattenStrategy, _ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        let outer = asObservable()
        return BodyObservable { (outlet: Outlet<Source.Element>) in
            // State, guarded by `lock`: inner sequences running, whether the outer one and the
            // whole result ended, the newest inner's number, and (merge with a limit) the queue.
            var active = 0
            var outerDone = false
            var stopped = false
            var latestID = 0
            var waiting: [Observable<Source.Element>] = []
            let lock = RecursiveLock()
            // What ends the work: the outer subscription, each inner one, the newest (switching).
            let group = CompositeDisposable()
            let outerSubscription = SingleAssignmentDisposable()
            let latest = SerialDisposable()
            _ = group.insert(outerSubscription)
            _ = group.insert(latest)

            /// Sends a terminal event under the lock; the caller ends everything once it is released.
            func stop(_ event: Event<Source.Element>) {
                stopped = true
                outlet.send(event)
            }

            func subscribeInner(_ inner: Observable<Source.Element>, _ id: Int) {
                let subscription = SingleAssignmentDisposable()
                var key: CompositeDisposable.DisposeKey?
                if case .latest = strategy {
                    latest.disposable = subscription
                } else {
                    key = group.insert(subscription)
                }
                subscription.setDisposable(inner.subscribe { event in
                    var next: (Observable<Source.Element>, Int)?
                    var end = false
                    let handled: Bool = lock.performLocked {
                        if stopped { return false }
                        if case .latest = strategy, id != latestID { return false }
                        switch event {
                        case .next:
                            outlet.send(event)
                        case .error:
                            stop(event)
                            end = true
                        case .completed:
                            if case .latest = strategy { active = 0 } else { active -= 1 }
                            if case .merge = strategy, !waiting.isEmpty {
                                active += 1
                                latestID += 1
                                next = (waiting.removeFirst(), latestID)
                            } else if outerDone && active == 0 {
                                stop(.completed)
                                end = true
                            }
                        }
                        return true
                    }
                    guard handled else { return }
                    if end { outlet.dispose(); return }
                    if case .completed = event {
                        if let key { group.remove(for: key) } else { subscription.dispose() }
                    }
                    if let (inner, id) = next { subscribeInner(inner, id) }
                })
            }

            outerSubscription.setDisposable(outer.subscribe { event in
                var start: (Observable<Source.Element>, Int)?
                var end = false
                lock.performLocked {
                    if stopped { return }
                    switch event {
                    case .next(let value):
                        if case .first = strategy, active > 0 { return }
                        let inner: Observable<Source.Element>
                        do {
                            inner = try selector(value).asObservable()
                        } catch {
                            stop(.error(error))
                            end = true
                            return
                        }
                        if case .merge(let maxConcurrent) = strategy, let maxConcurrent, active >= maxConcurrent {
                            waiting.append(inner)
                            return
                        }
                        if case .latest = strategy { active = 1 } else { active += 1 }
                        latestID += 1
                        start = (inner, latestID)
                    case .error(let error):
                        stop(.error(error))
                        end = true
                    case .completed:
                        outerDone = true
                        if active == 0 && waiting.isEmpty {
                            stop(.completed)
                            end = true
                        }
                    }
                }
                if end { outlet.dispose(); return }
                if case .completed = event { outerSubscription.dispose() }
                if let (inner, id) = start { subscribeInner(inner, id) }
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
        return BodyObservable { outlet in
            let gate = OperatorGate(outlet)
            var winner: Int?
            let subscriptions: [SingleAssignmentDisposable] = sources.map { _ in SingleAssignmentDisposable() }
            for (index, source) in sources.enumerated() {
                subscriptions[index].setDisposable(source.subscribe { event in
                    gate.locked {
                        if winner == nil {
                            winner = index
                            // The losers are let go once the lock is released: one of them may be
                            // sending from a thread that holds a lock its teardown needs.
                            for (other, subscription) in subscriptions.enumerated() where other != index {
                                gate.dispose(subscription)
                            }
                        }
                        if winner == index { gate.send(event) }
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
        return BodyObservable { outlet in
            let gate = OperatorGate(outlet)
            var latest: Source.Element?
            let secondSubscription = SingleAssignmentDisposable()
            secondSubscription.setDisposable(second.subscribe { event in
                gate.locked {
                    switch event {
                    case .next(let value): latest = value
                    case .error(let error): gate.send(.error(error))
                    case .completed: gate.dispose(secondSubscription)
                    }
                }
            })
            let sourceSubscription = source.subscribe { event in
                gate.locked {
                    switch event {
                    case .next(let value):
                        guard let latest else { return }
                        gate.forward { try resultSelector(value, latest) }
                    case .error(let error): gate.send(.error(error))
                    case .completed: gate.send(.completed)
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
