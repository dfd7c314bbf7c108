import Foundation

/// An edge, center or dimension of a view or layout guide, for making (inert) constraints.
#if SITEGEN_SWIFT6
@MainActor
#endif
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
