import Foundation

extension UIColor {
    public var cgColor: CGColor { CGColor(self) }

    public convenience init(cgColor: CGColor) {
        let parts = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    }
}

/// A view's layer (Core Animation, which UIKit brings): its look kept as values, nothing drawn.
/// `frame`, `bounds` and `position` are the view's.
open class CALayer: NSObject {
    weak var view: UIView?

    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var opacity: Float = 1
    open var isHidden = false
    open var zPosition: CGFloat = 0
    open var name: String?
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular

    public override init() {
        super.init()
    }

    open var frame: CGRect {
        get { view?.frame ?? .zero }
        set { view?.frame = newValue }
    }

    open var bounds: CGRect {
        get { view?.bounds ?? .zero }
        set { view?.bounds = newValue }
    }

    open var position: CGPoint {
        get { view?.center ?? .zero }
        set { view?.center = newValue }
    }

    open func setNeedsDisplay() {}
    open func setNeedsLayout() { view?.setNeedsLayout() }
    open func layoutIfNeeded() { view?.layoutIfNeeded() }
}
