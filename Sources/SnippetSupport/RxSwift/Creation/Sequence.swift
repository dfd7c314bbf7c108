public extension ObservableType {
    /// The given values in order, then completion. By default each value is a step on the
    /// current thread's trampoline, so two such sources merged interleave (1, 3, 2, 4).
    static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }

    /// The array's values in order, then completion.
    static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        from(sequence: array, scheduler: scheduler)
    }

    /// The sequence's values in order, then completion.
    static func from<Source: Sequence>(_ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where Source.Element == Element {
        from(sequence: sequence, scheduler: scheduler)
    }

    /// The optional's value if any, then completion.
    static func from(optional: Element?) -> Observable<Element> {
        ImmediateObservable { observer in
            if let optional { observer.on(.next(optional)) }
            observer.on(.completed)
        }
    }

    /// The optional's value if any, then completion, sent on `scheduler`: a value and the
    /// completion are separate pieces of work there, as with `just(_:scheduler:)`.
    static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let optional { return just(optional, scheduler: scheduler) }
        return Observable.create { observer in
            scheduler.schedule(()) { _ in
                observer.onCompleted()
                return Disposables.create()
            }
        }
    }

    private static func from<Source: Sequence>(sequence: Source, scheduler: ImmediateSchedulerType) -> Observable<Element> where Source.Element == Element {
        Observable.create { observer in
            var iterator = sequence.makeIterator()
            return scheduler.scheduleRecursive(()) { _, recurse in
                if let next = iterator.next() {
                    observer.onNext(next)
                    recurse(())
                } else {
                    observer.onCompleted()
                }
            }
        }
    }

    /// `element` again and again, each a step on `scheduler`.
    static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        Observable.create { observer in
            scheduler.scheduleRecursive(element) { element, recurse in
                observer.onNext(element)
                recurse(element)
            }
        }
    }

    /// Values from a loop: starts at `initialState`, sends each state while `condition` holds,
    /// moving on with `iterate`. A throwing closure ends the sequence with its error.
    static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            var first = true
            return scheduler.scheduleRecursive(initialState) { state, recurse in
                do {
                    var state = state
                    if !first {
                        state = try iterate(state)
                    } else {
                        first = false
                    }
                    if try condition(state) {
                        observer.onNext(state)
                        recurse(state)
                    } else {
                        observer.onCompleted()
                    }
                } catch {
                    observer.onError(error)
                }
            }
        }
    }

    /// Subscribes to the observable `observableFactory` makes, anew for each subscriber.
    static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable.create { observer in
            do {
                return try observableFactory().subscribe(observer)
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
    }

    /// A resource made for each subscription and disposed with it.
    static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>) -> Observable<Element> {
        Observable.create { observer in
            var resource: Resource?
            do {
                let made = try resourceFactory()
                resource = made
                let subscription = try observableFactory(made).subscribe(observer)
                return Disposables.create(made, subscription)
            } catch {
                observer.onError(error)
                return resource ?? Disposables.create()
            }
        }
    }
}

/// The integers `range`, `interval` and `timer` count with.
public typealias RxAbstractInteger = FixedWidthInteger

public extension ObservableType where Element: RxAbstractInteger {
    /// `count` integers from `start`, then completion.
    static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        precondition(count >= 0, "count can't be negative")
        return Observable.create { observer in
            scheduler.scheduleRecursive(Element(0)) { index, recurse in
                if index < count {
                    observer.onNext(start + index)
                    recurse(index + 1)
                } else {
                    observer.onCompleted()
                }
            }
        }
    }

    /// 0, 1, 2… one every `period`, the first after one period.
    static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }

    /// 0 after `dueTime`, then, if `period` is given, 1, 2… one every period; without a period,
    /// completes after the 0.
    static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        Observable.create { observer in
            if let period {
                return scheduler.schedulePeriodic(Element(0), startAfter: dueTime, period: period) { count in
                    observer.onNext(count)
                    return count &+ 1
                }
            }
            return scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                observer.onNext(0)
                observer.onCompleted()
                return Disposables.create()
            }
        }
    }
}
