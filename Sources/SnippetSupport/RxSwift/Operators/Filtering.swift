public extension ObservableType where Element: Equatable {
    /// Drops a value equal to the one before it.
    func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
}

public extension ObservableType {
    /// Drops a value whose key equals the previous value's key.
    func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops a value that `comparer` says equals the one before it.
    func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops a value whose property at `keyPath` equals the previous value's.
    func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
    }

    /// Drops a value whose key `comparer` says equals the previous value's key.
    func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) -> Observable<Element> {
        lift { observer in
            var previous: Key?
            return { event in
                switch event {
                case .next(let value):
                    do {
                        let key = try keySelector(value)
                        if let previous, try comparer(previous, key) { return }
                        previous = key
                        observer.on(.next(value))
                    } catch {
                        observer.on(.error(error))
                    }
                default: observer.on(event)
                }
            }
        }
    }

    /// The first `count` values, then completion at once (disposing the source).
    func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "count can't be negative")
        if count == 0 { return .empty() }
        return lift { observer in
            var remaining = count
            return { event in
                switch event {
                case .next(let value):
                    guard remaining > 0 else { return }
                    remaining -= 1
                    observer.on(.next(value))
                    if remaining == 0 { observer.on(.completed) }
                default: observer.on(event)
                }
            }
        }
    }

    /// Values while `predicate` holds; at the first that fails, completes (with that value
    /// too when `behavior` is `.inclusive`).
    func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior)
    }

    /// Values until `predicate` holds; then completes (with that value when `.inclusive`).
    func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        lift { observer in
            { event in
                switch event {
                case .next(let value):
                    do {
                        if try predicate(value) {
                            if behavior == .inclusive { observer.on(.next(value)) }
                            observer.on(.completed)
                        } else {
                            observer.on(.next(value))
                        }
                    } catch {
                        observer.on(.error(error))
                    }
                default: observer.on(event)
                }
            }
        }
    }

    /// Values until `other` sends a value (then completion) or fails (then its error); `other`
    /// completing without a value changes nothing.
    func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return BodyObservable { outlet in
            // Both are let go after the lock is released (see `OperatorGate`).
            let gate = OperatorGate(outlet)
            let otherSubscription = SingleAssignmentDisposable()
            otherSubscription.setDisposable(other.subscribe { event in
                gate.locked {
                    switch event {
                    case .next: gate.send(.completed)
                    case .error(let error): gate.send(.error(error))
                    case .completed: gate.dispose(otherSubscription)
                    }
                }
            })
            let sourceSubscription = source.subscribe { event in
                gate.locked { gate.send(event) }
            }
            return Disposables.create(otherSubscription, sourceSubscription)
        }
    }

    /// Values sent during the first `duration`.
    func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(until: Observable<Int>.timer(duration, scheduler: scheduler))
    }

    /// The last `count` values, sent when the source completes.
    func takeLast(_ count: Int) -> Observable<Element> {
        lift { observer in
            var buffer: [Element] = []
            return { event in
                switch event {
                case .next(let value):
                    buffer.append(value)
                    if buffer.count > count { buffer.removeFirst() }
                case .error(let error): observer.on(.error(error))
                case .completed:
                    for value in buffer { observer.on(.next(value)) }
                    observer.on(.completed)
                }
            }
        }
    }

    /// All but the first `count` values.
    func skip(_ count: Int) -> Observable<Element> {
        lift { observer in
            var remaining = count
            return { event in
                switch event {
                case .next(let value):
                    if remaining > 0 {
                        remaining -= 1
                    } else {
                        observer.on(.next(value))
                    }
                default: observer.on(event)
                }
            }
        }
    }

    /// Values from the first for which `predicate` fails.
    func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift { observer in
            var skipping = true
            return { event in
                switch event {
                case .next(let value):
                    do {
                        if skipping, try predicate(value) { return }
                        skipping = false
                        observer.on(.next(value))
                    } catch {
                        observer.on(.error(error))
                    }
                default: observer.on(event)
                }
            }
        }
    }

    /// Values after `other` sends its first value.
    func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return BodyObservable { outlet in
            // Both are let go after the lock is released (see `OperatorGate`).
            let gate = OperatorGate(outlet)
            var open = false
            let otherSubscription = SingleAssignmentDisposable()
            otherSubscription.setDisposable(other.subscribe { event in
                gate.locked {
                    switch event {
                    case .next:
                        open = true
                        gate.dispose(otherSubscription)
                    case .error(let error): gate.send(.error(error))
                    case .completed: gate.dispose(otherSubscription)
                    }
                }
            })
            let sourceSubscription = SingleAssignmentDisposable()
            sourceSubscription.setDisposable(source.subscribe { event in
                gate.locked {
                    switch event {
                    case .next: if open { gate.send(event) }
                    case .error: gate.send(event)
                    case .completed:
                        // Ending before the trigger fired ends nothing downstream: RxSwift lets
                        // both subscriptions go and sends no event at all.
                        if open {
                            gate.send(event)
                        } else {
                            gate.dispose(otherSubscription)
                            gate.dispose(sourceSubscription)
                        }
                    }
                }
            })
            return Disposables.create(otherSubscription, sourceSubscription)
        }
    }

    /// Values after the first `duration`.
    func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            // Its end lets the source go under the lock, unlike the operators on `OperatorGate`:
            // the only other way in is the timer, disposed first (see the last line), so at most
            // a tick already under way waits meanwhile, on a scheduler's thread holding no lock.
            let lock = RecursiveLock()
            var open = false
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                lock.performLocked { open = true }
                return Disposables.create()
            }
            let subscription = source.subscribe { event in
                lock.performLocked {
                    if case .next = event, !open { return }
                    observer.on(event)
                }
            }
            return Disposables.create(timer, subscription)
        }
    }

    /// `elements` first, then the source's values.
    func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            for element in elements { observer.on(.next(element)) }
            return source.subscribe(observer)
        }
    }

    /// The first value (or nil if there is none), as a `Single`.
    func first() -> Single<Element?> {
        Single(raw: lift { observer in
            { event in
                switch event {
                case .next(let value):
                    observer.on(.next(value))
                    observer.on(.completed)
                case .error(let error): observer.on(.error(error))
                case .completed:
                    observer.on(.next(nil))
                    observer.on(.completed)
                }
            }
        })
    }

    /// The only value; an error if there is none or more than one.
    func single() -> Observable<Element> {
        single { _ in true }
    }

    /// The only value for which `predicate` holds; an error if there is none or more than one.
    func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift { observer in
            var seen = false
            return { event in
                switch event {
                case .next(let value):
                    do {
                        guard try predicate(value) else { return }
                    } catch {
                        observer.on(.error(error))
                        return
                    }
                    if seen {
                        observer.on(.error(RxError.moreThanOneElement))
                        return
                    }
                    seen = true
                    observer.on(.next(value))
                case .error(let error): observer.on(.error(error))
                case .completed:
                    observer.on(seen ? .completed : .error(RxError.noElements))
                }
            }
        }
    }

    /// The latest value of the source each time `sampler` sends, if one came since the last
    /// sample (or `defaultValue` when none did).
    func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return BodyObservable { outlet in
            // The source is let go after the lock is released (see `OperatorGate`).
            let gate = OperatorGate(outlet)
            var latest: Element?
            var sourceDone = false
            let sourceSubscription = SingleAssignmentDisposable()
            sourceSubscription.setDisposable(source.subscribe { event in
                gate.locked {
                    switch event {
                    case .next(let value): latest = value
                    case .error: gate.send(event)
                    case .completed:
                        sourceDone = true
                        gate.dispose(sourceSubscription)
                    }
                }
            })
            let samplerSubscription = sampler.subscribe { event in
                gate.locked {
                    switch event {
                    case .next, .completed:
                        if let value = latest ?? defaultValue {
                            latest = nil
                            gate.send(.next(value))
                        }
                        if sourceDone { gate.send(.completed) }
                    case .error(let error): gate.send(.error(error))
                    }
                }
            }
            return Disposables.create(sourceSubscription, samplerSubscription)
        }
    }
}

/// Whether `take(while:)`/`take(until:)` also sends the value that ends them.
public enum TakeBehavior {
    case inclusive
    case exclusive
}

public extension ObservableType {
    @available(*, deprecated, renamed: "take(while:)")
    func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    @available(*, deprecated, renamed: "take(until:)")
    func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    @available(*, deprecated, renamed: "take(until:behavior:)")
    func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }

    @available(*, deprecated, renamed: "skip(while:)")
    func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }

    @available(*, deprecated, renamed: "skip(until:)")
    func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }

    @available(*, deprecated, renamed: "take(for:scheduler:)")
    func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}
