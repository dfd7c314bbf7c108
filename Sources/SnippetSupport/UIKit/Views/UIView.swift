import Foundation

/// A rectangle on screen and the root of the view hierarchy. Geometry is frames only: `frame` is
/// worked out from `center` and `bounds.size` (there is no transform); changing `bounds.origin`
/// moves what the subviews show (their frames stay), as scrolling does. Layout happens when
/// `layoutIfNeeded()` is called (or a window shows the view) after `setNeedsLayout()` or a size
/// change: no display cycle runs by itself.
open class UIView: UIResponder {
    /// The value of an intrinsic size dimension that has none.
    public static let noIntrinsicMetric: CGFloat = -1
    /// A size that fits as small as possible (`systemLayoutSizeFitting`).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    private var storedCenter = CGPoint.zero
    private var storedBounds = CGRect.zero
    private var needsLayout = true
    private var storedTintColor: UIColor?
    public internal(set) var subviews: [UIView] = []
    public internal(set) weak var superview: UIView?

    /// The view controller whose view this is (for the responder chain and `next`).
    weak var owningViewController: UIViewController?

    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isOpaque = true
    open var backgroundColor: UIColor?
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var clipsToBounds = false
    open var contentMode: UIView.ContentMode = .scaleToFill
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var preservesSuperviewLayoutMargins = false
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Kept for code written for Auto Layout; there is no constraint engine, frames are what count.
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// Kept as given; frames are not transformed (there is no drawing).
    open var transform = CGAffineTransform.identity

    /// The view's layer: its look (corners, border, shadow) kept as values.
    public private(set) lazy var layer: CALayer = {
        let layer = CALayer()
        layer.view = self
        return layer
    }()

    // MARK: Initialisers

    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// There are no archives (storyboards, nibs) here: views are made in code.
    public required init?(coder: NSCoder) {
        super.init()
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates: `center` less half of `bounds.size`.
    /// Setting it sets `center` and `bounds.size`, and leaves `bounds.origin` as it is.
    open var frame: CGRect {
        get {
            CGRect(
                x: storedCenter.x - storedBounds.width / 2,
                y: storedCenter.y - storedBounds.height / 2,
                width: storedBounds.width,
                height: storedBounds.height
            )
        }
        set {
            let rect = newValue.standardized
            let oldSize = storedBounds.size
            storedBounds.size = rect.size
            storedCenter = CGPoint(x: rect.midX, y: rect.midY)
            if oldSize != rect.size { setNeedsLayout() }
        }
    }

    /// The view's rectangle in its own coordinates. Its origin is what the top-left corner shows
    /// (scrolling changes it); changing its size keeps `center`, so `frame` grows around it.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let oldSize = storedBounds.size
            storedBounds = CGRect(origin: newValue.origin, size: newValue.standardized.size)
            if oldSize != storedBounds.size { setNeedsLayout() }
        }
    }

    /// The view's center in its superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set { storedCenter = newValue }
    }

    /// A point from this view's coordinates to another's (to the window's when `view` is nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = pointInRoot(point)
        guard let view else { return inWindow }
        let origin = view.pointInRoot(.zero)
        return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view?.pointInRoot(point) ?? point
        let origin = pointInRoot(.zero)
        return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Whether a point in this view's coordinates is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive subview containing the point (in this view's coordinates).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    /// A point of this view in the coordinates of the topmost view above it (the window, when shown).
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView = self
        while let parent = view.superview {
            result.x += view.frame.minX - view.bounds.minX
            result.y += view.frame.minY - view.bounds.minY
            view = parent
        }
        return result
    }

    // MARK: Appearance

    /// The tint of this view: its own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            tintColorDidChange()
        }
    }

    open var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic

    /// Called when the tint changes.
    open func tintColorDidChange() {}

    open var traitCollection: UITraitCollection { UITraitCollection.current }

    // MARK: Layout

    /// Marks the view for layout at the next `layoutIfNeeded()`.
    open func setNeedsLayout() { needsLayout = true }

    /// Lays out this view (if it needs it) and then its subviews that need it.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Override to set the frames of subviews; the default does nothing (there is no constraint engine).
    open func layoutSubviews() {}

    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    open func draw(_ rect: CGRect) {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraintsIfNeeded() {}
    open func updateConstraints() {}

    /// The size the view would like for the given size: by default its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame's origin.
    open func sizeToFit() {
        let origin = frame.origin
        frame = CGRect(origin: origin, size: sizeThatFits(bounds.size))
    }

    /// The size the content needs; by default none (`noIntrinsicMetric` in both dimensions).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() {}

    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: intrinsic.width == UIView.noIntrinsicMetric ? bounds.width : intrinsic.width,
            height: intrinsic.height == UIView.noIntrinsicMetric ? bounds.height : intrinsic.height
        )
    }

    // MARK: Hierarchy hooks (override to be told)

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Responder chain

    open override var next: UIResponder? { owningViewController ?? superview }

    /// Ends editing in this view or a subview by asking the first responder to resign.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.currentFirstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        return responder.resignFirstResponder() || force
    }
}
