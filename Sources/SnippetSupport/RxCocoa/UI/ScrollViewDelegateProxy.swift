import RxSwift
import UIKit

/// A scroll view's delegate while `.rx` listens to it: it hears the calls and passes every one on
/// to the app's own delegate (given with `rx.setDelegate`, or set on the view before). One proxy
/// per scroll view, kept as long as the view lives; its events complete when the view is freed.
/// Table and collection views get a `TableViewDelegateProxy` or `CollectionViewDelegateProxy`,
/// which hear their calls too.
class ScrollViewDelegateProxy: NSObject, UIScrollViewDelegate {
    weak var forward: UIScrollViewDelegate?

    let didScroll = CallFanOut<Void>()
    let willBeginDragging = CallFanOut<Void>()
    let willEndDragging = CallFanOut<(velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)>()
    let didEndDragging = CallFanOut<Bool>()
    let willBeginDecelerating = CallFanOut<Void>()
    let didEndDecelerating = CallFanOut<Void>()
    let didEndScrollingAnimation = CallFanOut<Void>()
    let didScrollToTop = CallFanOut<Void>()
    let didZoom = CallFanOut<Void>()

    required override init() {
        super.init()
    }

    /// The proxy of `scrollView`, put in its delegate slot if something else is there (which then
    /// becomes the delegate calls are passed on to).
    static func installed(on scrollView: UIScrollView) -> ScrollViewDelegateProxy {
        let proxy = scrollView.attachment(ScrollViewDelegateProxy.self) {
            let kind: ScrollViewDelegateProxy.Type
            switch scrollView {
            case is UITableView: kind = TableViewDelegateProxy.self
            case is UICollectionView: kind = CollectionViewDelegateProxy.self
            default: kind = ScrollViewDelegateProxy.self
            }
            return kind.init()
        }
        if scrollView.delegate !== proxy {
            proxy.forward = scrollView.delegate
            scrollView.delegate = proxy
        }
        return proxy
    }

    deinit {
        for fanOut in [didScroll, willBeginDragging, willBeginDecelerating, didEndDecelerating, didEndScrollingAnimation, didScrollToTop, didZoom] {
            fanOut.finish()
        }
        willEndDragging.finish()
        didEndDragging.finish()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        didScroll.send(())
        forward?.scrollViewDidScroll(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        willBeginDragging.send(())
        forward?.scrollViewWillBeginDragging(scrollView)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        willEndDragging.send((velocity, targetContentOffset))
        forward?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        didEndDragging.send(decelerate)
        forward?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        willBeginDecelerating.send(())
        forward?.scrollViewWillBeginDecelerating(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        didEndDecelerating.send(())
        forward?.scrollViewDidEndDecelerating(scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        didEndScrollingAnimation.send(())
        forward?.scrollViewDidEndScrollingAnimation(scrollView)
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        forward?.scrollViewShouldScrollToTop(scrollView) ?? true
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        didScrollToTop.send(())
        forward?.scrollViewDidScrollToTop(scrollView)
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        forward?.scrollViewDidChangeAdjustedContentInset(scrollView)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        forward?.viewForZooming(in: scrollView)
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        didZoom.send(())
        forward?.scrollViewDidZoom(scrollView)
    }
}
