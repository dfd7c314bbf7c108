import Foundation
import Testing
import UIKit

private final class ScrollLog: UIScrollViewDelegate {
    var log: [String] = []
    var snapTo: CGPoint?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll \(Int(scrollView.contentOffset.y))") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging dragging=\(scrollView.isDragging)") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log.append("willEndDragging")
        if let snapTo { targetContentOffset.pointee = snapTo }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { log.append("didEndDragging \(decelerate)") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndScrollingAnimation") }
}

@Suite("UIScrollView")
struct ScrollViewTests {
    @Test func theContentOffsetIsTheBoundsOrigin() {
        let scrollView = UIScrollView(frame: CGRect(x: 10, y: 20, width: 100, height: 200))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 300))
        #expect(scrollView.frame == CGRect(x: 10, y: 20, width: 100, height: 200))
        scrollView.bounds.origin.y = 50
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        let child = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        scrollView.addSubview(child)
        #expect(child.frame.minY == 100)
    }

    @Test func theDelegateHearsEveryChangeOfOffset() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let delegate = ScrollLog()
        scrollView.delegate = delegate
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        scrollView.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
        scrollView.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(delegate.log == ["didScroll 10", "didScroll 20", "didScroll 30", "didEndScrollingAnimation"])
    }

    @Test func aSimulatedDragRunsTheDraggingCallbacksAndStaysInTheContent() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        let delegate = ScrollLog()
        scrollView.delegate = delegate
        scrollView.simulateScroll(to: CGPoint(x: 0, y: 1000))
        #expect(scrollView.contentOffset.y == CGFloat(350))
        #expect(delegate.log == ["willBeginDragging dragging=true", "didScroll 350", "willEndDragging", "didEndDragging false"])
        #expect(!scrollView.isDragging)
        delegate.log = []
        delegate.snapTo = CGPoint(x: 0, y: 100)
        scrollView.simulateScroll(by: -200)
        #expect(delegate.log == ["willBeginDragging dragging=true", "didScroll 150", "willEndDragging", "didEndDragging false", "didScroll 100"])
        scrollView.isScrollEnabled = false
        delegate.log = []
        scrollView.simulateScroll(to: .zero)
        #expect(delegate.log.isEmpty)
    }
}
