import Foundation

/// A Core Graphics color (what `UIColor.cgColor` gives and layers take).
public final class CGColor: Hashable, @unchecked Sendable {
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?.last ?? 1 }

    init(_ color: UIColor) {
        components = [color.red, color.green, color.blue, color.alpha]
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

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

public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
