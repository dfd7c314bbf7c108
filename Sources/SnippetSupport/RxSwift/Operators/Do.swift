public extension ObservableType {
    /// Runs side effects around each event and at subscription and disposal; the events pass
    /// unchanged. `on…` runs before the event is passed on, `after…` right after; an error thrown
    /// by one of them is sent in place of what follows and ends the subscription.
    func `do`(onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
              onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
              onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
              onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
              onDispose: (() -> Void)? = nil) -> Observable<Element> {
        let before = EventEffect<Element>(next: onNext, error: onError, completed: onCompleted)
        let after = EventEffect<Element>(next: afterNext, error: afterError, completed: afterCompleted)
        let source = asObservable()
        return BodyObservable { outlet in
            onSubscribe?()
            let connection = source.subscribe { event in
                do {
                    try before.run(for: event)
                    outlet.send(event)
                    try after.run(for: event)
                } catch {
                    outlet.send(.error(error))
                    outlet.dispose()
                }
                if event.isStopEvent { outlet.dispose() }
            }
            onSubscribed?()
            return Disposables.create {
                connection.dispose()
                onDispose?()
            }
        }
    }
}

/// One side-effect closure per kind of event, any of them absent.
struct EventEffect<Element> {
    let next: ((Element) throws -> Void)?
    let error: ((Swift.Error) throws -> Void)?
    let completed: (() throws -> Void)?

    func run(for event: Event<Element>) throws {
        if let value = event.element {
            try next?(value)
        } else if let failure = event.error {
            try error?(failure)
        } else {
            try completed?()
        }
    }
}
