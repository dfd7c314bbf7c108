import Foundation

/// Auto Layout, declared so code written for it compiles. There is no constraint engine:
/// constraints are kept (and can be activated), but frames are only what code sets and what
/// `layoutSubviews()` (or a stack view) works out.
#if SITEGEN_SWIFT6
@MainActor
#endif
open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public struct Priority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        public let rawValue: Float
        public init(rawValue: Float) { self.rawValue = rawValue }
        public init(_ rawValue: Float) { self.rawValue = rawValue }
        public init(floatLiteral value: Float) { self.rawValue = value }
        public init(integerLiteral value: Int) { self.rawValue = Float(value) }
        public static let required = Priority(1000)
        public static let defaultHigh = Priority(750)
        public static let dragThatCanResizeScene = Priority(510)
        public static let defaultLow = Priority(250)
        public static let fittingSizeLevel = Priority(50)
        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let relation: Relation
    public let multiplier: CGFloat
    open var constant: CGFloat
    open var priority: Priority = .required
    open var isActive = false
    open var identifier: String?

    init(relation: Relation, multiplier: CGFloat, constant: CGFloat) {
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }

    public var safeAreaLayoutGuide: UILayoutGuide { guide() }
    public var layoutMarginsGuide: UILayoutGuide { guide() }
    public var readableContentGuide: UILayoutGuide { guide() }
    public var safeAreaInsets: UIEdgeInsets { .zero }

    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) { layoutGuide.owningView = self }

    public func setContentHuggingPriority(_ priority: NSLayoutConstraint.Priority, for axis: NSLayoutConstraint.Axis) {}
    public func setContentCompressionResistancePriority(_ priority: NSLayoutConstraint.Priority, for axis: NSLayoutConstraint.Axis) {}
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> NSLayoutConstraint.Priority { .defaultLow }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> NSLayoutConstraint.Priority { .defaultHigh }

    private func guide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.owningView = self
        return guide
    }
}
