import RxSwift

// Between RxCocoa's traits and `Infallible`, both of which cannot fail: no fallback is needed
// either way. (The fallback passed below is never reached.)

extension SharedSequence {
    /// The driver or signal as an `Infallible`: same values, same sharing, still delivered on
    /// the main scheduler.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

extension InfallibleType {
    /// The sequence as a `Driver`: delivered on the main scheduler and shared, replaying the
    /// latest value to late subscribers.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
