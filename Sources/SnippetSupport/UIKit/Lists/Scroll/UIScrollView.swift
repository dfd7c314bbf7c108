import Foundation

/// A view whose content is larger than itself. As UIKit documents, `contentOffset` *is*
/// `bounds.origin`: scrolling changes what the subviews show, not their frames. Every change of
/// the offset (by code or by `simulateScroll(to:)`) tells the delegate `scrollViewDidScroll(_:)`.
/// There is no deceleration, bouncing or animation: offsets change at once.
open class UIScrollView: UIView {
    /// The delegate as UIKit types it for scroll views. A table or collection view's delegate is
    /// kept here too (typed `UIScrollViewDelegate?`), and used as their delegate when it conforms.
    open weak var delegate: UIScrollViewDelegate? {
        didSet { delegateDidChange() }
    }

    /// How big the content is; set by the owner, or worked out by table and collection views.
    open var contentSize: CGSize = .zero

    /// Room around the content: the offset may go from `-contentInset.top` (and `left`).
    open var contentInset: UIEdgeInsets = UIEdgeInsets() {
        didSet { delegate?.scrollViewDidChangeAdjustedContentInset(self) }
    }

    /// Here the same as `contentInset`: there are no safe areas or bars to add.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var scrollIndicatorInsets: UIEdgeInsets = UIEdgeInsets()
    open var verticalScrollIndicatorInsets: UIEdgeInsets = UIEdgeInsets()
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = UIEdgeInsets()
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var decelerationRate: DecelerationRate = .normal
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1

    /// The pull-to-refresh control, kept among the subviews.
    open var refreshControl: UIRefreshControl? {
        didSet {
            if oldValue !== refreshControl { oldValue?.removeFromSuperview() }
            if let refreshControl { addSubview(refreshControl) }
        }
    }

    /// Whether the user is touching the content: true only inside `simulateScroll(to:)`.
    open internal(set) var isTracking = false
    /// Whether the user is dragging: true only inside `simulateScroll(to:)`.
    open internal(set) var isDragging = false
    /// Always false: there is no deceleration.
    open var isDecelerating: Bool { false }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Offset

    /// The point of the content at the view's top-left corner: `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if old.origin != newValue.origin { offsetDidChange() }
            if old.size != newValue.size { sizeDidChange() }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds.size
            super.frame = newValue
            if old != newValue.size { sizeDidChange() }
        }
    }

    /// Sets the offset at once (there is no animation); when `animated`, the delegate is then told
    /// `scrollViewDidEndScrollingAnimation(_:)` as UIKit does at the end of the animation.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls the least needed for `rect` (in content coordinates) to be inside the bounds.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > bounds.maxY { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > bounds.maxX { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        offset = clamped(offset)
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    /// Ends scrolling (nothing to stop here: offsets change at once).
    open func flashScrollIndicators() {}

    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }

    /// The offset the user could reach: from `-inset` to `contentSize - bounds.size + inset`.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }

    // MARK: Hooks for table and collection views

    /// After `bounds.origin` changed: tells the delegate (subclasses also retile, then call super).
    func offsetDidChange() {
        delegate?.scrollViewDidScroll(self)
    }

    /// After the size changed.
    func sizeDidChange() {}

    /// After `delegate` was set.
    func delegateDidChange() {}
}

extension UIScrollView {
    public enum ContentInsetAdjustmentBehavior: Int {
        case automatic, scrollableAxes, never, always
    }

    public enum KeyboardDismissMode: Int {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    public struct DecelerationRate: RawRepresentable, Hashable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
