import RxSwift

// A control's events and values already come on the main scheduler and never fail, which is all
// a `Driver` or `Signal` asks; these conversions only say so. An error there would be a broken
// promise of whoever made the control event or property: it stops the program.

extension ControlEvent {
    /// The events as a `Driver` (a late subscriber hears the latest event at once).
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { error in brokenPromise(error) })
    }

    /// The events as a `Signal` (a late subscriber hears only later events).
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: { error in brokenPromise(error) })
    }
}

extension ControlProperty {
    /// The values as a `Driver`: one subscription to the property is shared, and a late
    /// subscriber hears the latest value at once.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { error in brokenPromise(error) })
    }
}

private func brokenPromise<Result>(_ error: Swift.Error) -> Result {
    fatalError("A control event or property failed, which it promises never to do: \(error)")
}
