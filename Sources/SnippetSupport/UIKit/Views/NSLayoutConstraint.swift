import Foundation

/// Auto Layout, declared so code written for it compiles. There is no constraint engine:
/// constraints are kept (and can be activated), but frames are only what code sets and what
/// `layoutSubviews()` (or a stack view) works out.
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

/// An edge, center or dimension of a view or layout guide, for making (inert) constraints.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, 0) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, 0) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, 0) }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, c) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, c) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, c) }

    func make(_ relation: NSLayoutConstraint.Relation, _ constant: CGFloat, multiplier: CGFloat = 1) -> NSLayoutConstraint {
        NSLayoutConstraint(relation: relation, multiplier: multiplier, constant: constant)
    }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { make(.equal, 8 * multiplier) }
}

open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { make(.equal, 8 * multiplier) }
}

open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, c) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.equal, 0, multiplier: m) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, c, multiplier: m) }
}

/// A rectangle for constraints (safe area, margins); kept for code that uses its anchors.
open class UILayoutGuide: NSObject {
    open var identifier = ""
    open weak var owningView: UIView?
    open var layoutFrame: CGRect { owningView?.bounds ?? .zero }
    public let leadingAnchor = NSLayoutXAxisAnchor()
    public let trailingAnchor = NSLayoutXAxisAnchor()
    public let leftAnchor = NSLayoutXAxisAnchor()
    public let rightAnchor = NSLayoutXAxisAnchor()
    public let centerXAnchor = NSLayoutXAxisAnchor()
    public let topAnchor = NSLayoutYAxisAnchor()
    public let bottomAnchor = NSLayoutYAxisAnchor()
    public let centerYAnchor = NSLayoutYAxisAnchor()
    public let widthAnchor = NSLayoutDimension()
    public let heightAnchor = NSLayoutDimension()
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
