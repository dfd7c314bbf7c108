import RxSwift
import RxRelay

// Turning any observable into a `Driver` or `Signal`: it moves to the strategy's scheduler, an
// error is replaced by what the caller chose (after which the sequence ends as that replacement
// does), and the result is shared by the strategy.

extension ObservableConvertibleType {
    /// The one way in: scheduler, then recovery, then sharing.
    private func shared<Strategy: SharingStrategyProtocol>(as _: Strategy.Type, recovery: @escaping (Swift.Error) -> Observable<Element>) -> SharedSequence<Strategy, Element> {
        let delivered = asObservable().observe(on: Strategy.scheduler)
        return SharedSequence(delivered.catch(recovery))
    }

    public func asSharedSequence<S: SharingStrategyProtocol>(sharingStrategy: S.Type = S.self, onErrorJustReturn: Element) -> SharedSequence<S, Element> {
        shared(as: S.self) { _ in .just(onErrorJustReturn) }
    }

    public func asSharedSequence<S: SharingStrategyProtocol>(sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        shared(as: S.self) { _ in onErrorDriveWith.asObservable() }
    }

    public func asSharedSequence<S: SharingStrategyProtocol>(sharingStrategy: S.Type = S.self, onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        shared(as: S.self) { onErrorRecover($0).asObservable() }
    }

    /// A `Driver`: after an error, `onErrorJustReturn` and then completion.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(onErrorJustReturn: onErrorJustReturn)
    }

    /// A `Driver`: after an error, what `onErrorDriveWith` sends.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(onErrorDriveWith: onErrorDriveWith)
    }

    /// A `Driver`: after an error, what the driver `onErrorRecover` makes from it sends.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(onErrorRecover: onErrorRecover)
    }

    /// A `Signal`: after an error, `onErrorJustReturn` and then completion.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(onErrorJustReturn: onErrorJustReturn)
    }

    /// A `Signal`: after an error, what `onErrorSignalWith` sends.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(onErrorDriveWith: onErrorSignalWith)
    }

    /// A `Signal`: after an error, what the signal `onErrorRecover` makes from it sends.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(onErrorRecover: onErrorRecover)
    }
}

// Relays cannot fail, so they need no recovery: state becomes a `Driver`, events a `Signal`.

extension BehaviorRelay {
    /// The current value, then each accepted one, on the main scheduler.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// Each value accepted from now on, on the main scheduler.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
