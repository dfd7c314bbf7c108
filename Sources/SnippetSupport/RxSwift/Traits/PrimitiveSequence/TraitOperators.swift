// Operators every trait has: each works on the observable underneath and keeps the trait, since
// none of them can add a value or take one away.

public extension PrimitiveSequence {
    /// The ending, `dueTime` later (an error is not delayed).
    func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        reshaped { $0.delay(dueTime, scheduler: scheduler) }
    }

    /// Subscribes `dueTime` after being subscribed to.
    func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        reshaped { $0.delaySubscription(dueTime, scheduler: scheduler) }
    }

    /// Delivers the ending on `scheduler`.
    func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        reshaped { $0.observe(on: scheduler) }
    }

    @available(*, deprecated, renamed: "observe(on:)")
    func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Subscribes (and disposes) on `scheduler`.
    func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        reshaped { $0.subscribe(on: scheduler) }
    }

    @available(*, deprecated, renamed: "subscribe(on:)")
    func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// On an error, goes on with the sequence `handler` makes of it.
    func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        reshaped { $0.catch { try handler($0).underlying } }
    }

    @available(*, deprecated, renamed: "catch(_:)")
    func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        `catch`(handler)
    }

    /// On an error, subscribes again, `maxAttemptCount` subscriptions in all.
    func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        reshaped { $0.retry(maxAttemptCount) }
    }

    /// On an error, subscribes again when the sequence made by `notificationHandler` (from the
    /// errors) sends a value; its completion or error ends the result the same way.
    func retry(when notificationHandler: @escaping (Observable<Swift.Error>) -> some ObservableType) -> PrimitiveSequence<Trait, Element> {
        reshaped { $0.retry(when: notificationHandler) }
    }

    /// The same, for a handler that reads the errors as one error type.
    func retry<Error: Swift.Error>(when notificationHandler: @escaping (Observable<Error>) -> some ObservableType) -> PrimitiveSequence<Trait, Element> {
        reshaped { $0.retry(when: notificationHandler) }
    }

    @available(*, deprecated, renamed: "retry(when:)")
    func retryWhen(_ notificationHandler: @escaping (Observable<Swift.Error>) -> some ObservableType) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    @available(*, deprecated, renamed: "retry(when:)")
    func retryWhen<Error: Swift.Error>(_ notificationHandler: @escaping (Observable<Error>) -> some ObservableType) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Fails with `RxError.timeout` if it has not ended `dueTime` after subscription.
    func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        reshaped { $0.timeout(dueTime, scheduler: scheduler) }
    }

    /// Switches to `other` if it has not ended `dueTime` after subscription.
    func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        reshaped { $0.timeout(dueTime, other: other.underlying, scheduler: scheduler) }
    }

    /// Prints each event, the subscription and the disposal, as `Observable.debug` does.
    func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> PrimitiveSequence<Trait, Element> {
        reshaped { $0.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function) }
    }
}
