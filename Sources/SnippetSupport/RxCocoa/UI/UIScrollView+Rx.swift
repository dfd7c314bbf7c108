import RxSwift
import UIKit

extension Reactive where Base: UIScrollView {
    /// The content offset: on subscription, then on every scroll (`scrollViewDidScroll(_:)`,
    /// which UIKit calls for the user's scrolling and for offsets set in code alike). Values bound
    /// to it set the offset.
    public var contentOffset: ControlProperty<CGPoint> {
        let values = Observable<CGPoint>.deferred { [weak scrollView = base] in
            guard let scrollView else { return .empty() }
            let scrolls = ScrollViewDelegateProxy.installed(on: scrollView).didScroll.observable
            return scrolls.compactMap { [weak scrollView] in scrollView?.contentOffset }.startWith(scrollView.contentOffset)
        }
        return ControlProperty(values: values, valueSink: Binder(base) { scrollView, offset in scrollView.contentOffset = offset })
    }

    /// Sets `isScrollEnabled`.
    public var isScrollEnabled: Binder<Bool> {
        Binder(base) { scrollView, enabled in scrollView.isScrollEnabled = enabled }
    }

    /// Each scroll (`scrollViewDidScroll(_:)`).
    public var didScroll: ControlEvent<Void> {
        delegateEvent { $0.didScroll }
    }

    /// A drag begins (`scrollViewWillBeginDragging(_:)`).
    public var willBeginDragging: ControlEvent<Void> {
        delegateEvent { $0.willBeginDragging }
    }

    /// A drag is about to end, with its velocity and where the content will stop (which may be
    /// changed through the pointer, as in the delegate method).
    public var willEndDragging: ControlEvent<(velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)> {
        delegateEvent { $0.willEndDragging }
    }

    /// A drag ended; `true` when the content goes on moving (`scrollViewDidEndDragging(_:willDecelerate:)`).
    public var didEndDragging: ControlEvent<Bool> {
        delegateEvent { $0.didEndDragging }
    }

    /// Deceleration begins (`scrollViewWillBeginDecelerating(_:)`).
    public var willBeginDecelerating: ControlEvent<Void> {
        delegateEvent { $0.willBeginDecelerating }
    }

    /// Deceleration ended (`scrollViewDidEndDecelerating(_:)`).
    public var didEndDecelerating: ControlEvent<Void> {
        delegateEvent { $0.didEndDecelerating }
    }

    /// An animated scroll ended (`scrollViewDidEndScrollingAnimation(_:)`).
    public var didEndScrollingAnimation: ControlEvent<Void> {
        delegateEvent { $0.didEndScrollingAnimation }
    }

    /// The view scrolled to the top (`scrollViewDidScrollToTop(_:)`).
    public var didScrollToTop: ControlEvent<Void> {
        delegateEvent { $0.didScrollToTop }
    }

    /// The zoom changed (`scrollViewDidZoom(_:)`).
    public var didZoom: ControlEvent<Void> {
        delegateEvent { $0.didZoom }
    }

    /// Makes `delegate` the view's delegate beside `.rx`: it is told every call (and answers the
    /// questions, such as row heights for a table view) while `.rx` hears them too. It is not
    /// retained; disposing the result stops passing calls to it.
    public func setDelegate(_ delegate: UIScrollViewDelegate) -> Disposable {
        let proxy = ScrollViewDelegateProxy.installed(on: base)
        proxy.forward = delegate
        return Disposables.create { [weak proxy, weak delegate] in
            if let proxy, proxy.forward === delegate { proxy.forward = nil }
        }
    }

    func delegateEvent<Value>(_ calls: @escaping (ScrollViewDelegateProxy) -> CallFanOut<Value>) -> ControlEvent<Value> {
        ControlEvent(events: Observable<Value>.deferred { [weak scrollView = base] in
            guard let scrollView else { return .empty() }
            return calls(ScrollViewDelegateProxy.installed(on: scrollView)).observable
        })
    }
}
