import Foundation

/// An on/off switch. Setting `isOn` in code sends nothing; a snippet flips it as a user would
/// with `isOn = …` then `sendActions(for: .valueChanged)`.
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var title: String?
    open var preferredStyle: UISwitch.Style = .automatic
    open var style: UISwitch.Style { preferredStyle == .automatic ? .sliding : preferredStyle }

    public override init(frame: CGRect) {
        // A switch has its own size whatever the frame asks, as in UIKit.
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    public enum Style: Int, Sendable {
        case automatic, checkbox, sliding
    }
}
