// Making infallible sequences. Each one is the matching `Observable` factory, so timing (the
// current-thread trampoline for `of`/`from`, a scheduler's ticks) is the same as for observables.

extension Infallible {
    /// The observer `create` hands to its closure: it takes values and completion only.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// A sequence whose subscription runs `subscribe`, which sends values and at most one
    /// completion through the observer it is given and returns what undoes its work. Events after
    /// the completion are dropped.
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { infallibleEvent in observer.on(infallibleEvent.event) }
        }
        return source.uncheckedInfallible
    }

    /// The given values, one at a time on `scheduler` (the current-thread trampoline by default).
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Observable.from(elements, scheduler: scheduler).uncheckedInfallible
    }

    /// The array's values, one at a time on `scheduler`, then completion.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Observable.from(array, scheduler: scheduler).uncheckedInfallible
    }

    /// The sequence's values, one at a time on `scheduler`, then completion.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> where Sequence.Element == Element {
        Observable.from(sequence, scheduler: scheduler).uncheckedInfallible
    }
}

extension InfallibleType {
    /// One value, then completion, both during the subscription.
    public static func just(_ element: Element) -> Infallible<Element> {
        Observable.just(element).uncheckedInfallible
    }

    /// One value on `scheduler`, then completion at the scheduler's next step.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        // A one-element `from` sends on one step and completes on the next, which is what
        // RxSwift's `just(_:scheduler:)` prints too.
        Observable.from([element], scheduler: scheduler).uncheckedInfallible
    }

    /// Completion and nothing else.
    public static func empty() -> Infallible<Element> {
        Observable.empty().uncheckedInfallible
    }

    /// Nothing at all, ever.
    public static func never() -> Infallible<Element> {
        Observable.never().uncheckedInfallible
    }

    /// Calls `observableFactory` at each subscription and subscribes to what it returns.
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>) -> Infallible<Element> {
        Observable.deferred { try observableFactory().asObservable() }.uncheckedInfallible
    }
}
