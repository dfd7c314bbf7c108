import RxSwift

// Making shared sequences from values. Values are sent on the strategy's scheduler.

extension SharedSequence {
    /// `element` then completion, sent once the scheduler runs the subscription.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asIs: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// Completion only.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asIs: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// Nothing, ever.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asIs: Observable.never())
    }

    /// The elements one by one, then completion.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        from(elements)
    }

    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asIs: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    public static func from<Values: Swift.Sequence>(_ sequence: Values) -> SharedSequence<SharingStrategy, Element> where Values.Element == Element {
        from(Array(sequence))
    }

    /// The value, if there is one, then completion.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asIs: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence made by `factory` for each connection.
    public static func deferred(_ factory: @escaping () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// 0, 1, 2… one every `period`.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// 0 after `dueTime`, then 1, 2… one every `period`.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
