import RxSwift

// A `Driver` of drivers (or a `Signal` of signals) flattened into one: as the observable
// operators of the same names do, with the result shared as the inner sequences' kind.

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    fileprivate typealias Flattened = SharedSequence<Element.SharingStrategy, Element.Element>

    /// The observables inside, in the order they come.
    fileprivate var innerObservables: Observable<Observable<Element.Element>> {
        asSharedSequence().wrapped.map { $0.asSharedSequence().wrapped }
    }

    /// The values of the latest inner sequence; the previous one is let go when a new one comes.
    /// Completes when the outer sequence and the latest inner one have completed.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        Flattened(innerObservables.switchLatest())
    }

    /// The inner sequences one after another: the next is subscribed when the previous completes.
    public func concat() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        Flattened(innerObservables.concat())
    }

    /// The values of every inner sequence as they come.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        Flattened(innerObservables.merge())
    }

    /// The same, listening to at most `maxConcurrent` inner sequences at a time.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        Flattened(innerObservables.merge(maxConcurrent: maxConcurrent))
    }
}
