import RxSwift

/// The kind of a `SharedSequence`: which scheduler its values arrive on and how one subscription
/// to its source is shared between subscribers. `DriverSharingStrategy` and
/// `SignalSharingStrategy` are the two RxCocoa has.
public protocol SharingStrategyProtocol {
    /// Where values of sequences of this kind are delivered (the main scheduler).
    static var scheduler: SchedulerType { get }

    /// `source` shared the way sequences of this kind share it.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Anything that is, or can be seen as, a shared sequence of one kind.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

/// An observable that cannot fail, delivers on the main scheduler and shares one subscription to
/// its source as its `SharingStrategy` says. `Driver` and `Signal` are its two kinds.
///
/// It holds the observable that does all of that; the operators in this module build a new one
/// from it and wrap that again.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType {
    /// Already on the main scheduler, already without errors, already shared.
    let wrapped: Observable<Element>

    /// Wraps `wrapped` as it is: for sources that are shared already or need no sharing.
    init(asIs wrapped: Observable<Element>) {
        self.wrapped = wrapped
    }

    /// Wraps `upstream` shared by the strategy (the usual way operators make their result).
    init(_ upstream: Observable<Element>) {
        self.init(asIs: SharingStrategy.share(upstream))
    }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }

    public func asObservable() -> Observable<Element> { wrapped }

    /// Wraps `source` as it is, trusting the caller that it never fails and delivers on the
    /// strategy's scheduler.
    public static func createUnsafe<Source: ObservableType>(source: Source) -> SharedSequence<SharingStrategy, Source.Element> {
        SharedSequence<SharingStrategy, Source.Element>(asIs: source.asObservable())
    }
}
