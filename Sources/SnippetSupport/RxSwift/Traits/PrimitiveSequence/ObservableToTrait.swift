// Observables read as traits. Only these conversions check: they hold the source's value back
// until it completes, so that a second value can still turn into an error.

public extension ObservableType {
    /// The only value, sent when the source completes; `RxError.noElements` if it sent none,
    /// `RxError.moreThanOneElement` at a second one.
    func asSingle() -> Single<Element> {
        Single(wrapping: onlyValue(whenNone: .error(RxError.noElements)))
    }

    /// The only value, if any, sent when the source completes; `RxError.moreThanOneElement` at a
    /// second one.
    func asMaybe() -> Maybe<Element> {
        Maybe(wrapping: onlyValue(whenNone: .completed))
    }

    /// Holds the source's value until it completes, then sends it and completes (or sends
    /// `whenNone` if there was none); fails as soon as a second value comes.
    private func onlyValue(whenNone: Event<Element>) -> Observable<Element> {
        lift { observer in
            var held: Element?
            return { event in
                if case .next(let value) = event {
                    if held == nil { held = value } else { observer.on(.error(RxError.moreThanOneElement)) }
                } else if case .error = event {
                    observer.on(event)
                } else if let held {
                    observer.on(.next(held))
                    observer.on(.completed)
                } else {
                    observer.on(whenNone)
                }
            }
        }
    }
}

public extension ObservableType where Element == Swift.Never {
    /// The source's completion or error, as a `Completable`.
    func asCompletable() -> Completable {
        Completable(wrapping: asObservable())
    }
}
