import Foundation

/// A row or column of arranged views. Layout is simple and done on `layoutIfNeeded()`: the
/// visible arranged views are placed one after another along `axis`, `spacing` apart, each with
/// its intrinsic size along the axis (its current size when it has none; equal shares with
/// `.fillEqually`), and across the axis filling the stack (`.fill`) or at their own size.
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    open var isBaselineRelativeArrangement = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds the view at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Takes the view out of the arrangement; it stays a subview, as UIKit documents.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}

    /// A view removed from the stack view leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let shown = arrangedSubviews.filter { !$0.isHidden }
        guard !shown.isEmpty else { return }
        let horizontal = axis == .horizontal
        let length = horizontal ? area.width : area.height
        let gaps = spacing * CGFloat(shown.count - 1)
        var position = horizontal ? area.minX : area.minY
        for view in shown {
            let natural = naturalSize(of: view)
            let along = distribution == .fillEqually ? (length - gaps) / CGFloat(shown.count) : (horizontal ? natural.width : natural.height)
            let acrossArea = horizontal ? area.height : area.width
            let across = alignment == .fill ? acrossArea : min(horizontal ? natural.height : natural.width, acrossArea)
            let offset: CGFloat
            switch alignment {
            case .center: offset = (acrossArea - across) / 2
            case .trailing, .lastBaseline: offset = acrossArea - across
            default: offset = 0
            }
            view.frame = horizontal
                ? CGRect(x: position, y: area.minY + offset, width: along, height: across)
                : CGRect(x: area.minX + offset, y: position, width: across, height: along)
            position += along + spacing
        }
    }

    open override var intrinsicContentSize: CGSize {
        let sizes = arrangedSubviews.filter { !$0.isHidden }.map(naturalSize(of:))
        guard !sizes.isEmpty else { return .zero }
        let gaps = spacing * CGFloat(sizes.count - 1)
        if axis == .horizontal {
            return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
        }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Private helpers

    private func naturalSize(of view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        return CGSize(
            width: intrinsic.width == UIView.noIntrinsicMetric ? view.bounds.width : intrinsic.width,
            height: intrinsic.height == UIView.noIntrinsicMetric ? view.bounds.height : intrinsic.height
        )
    }
}
