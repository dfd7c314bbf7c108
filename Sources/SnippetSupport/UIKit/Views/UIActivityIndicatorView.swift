import Foundation

/// A spinner: animating or not. With `hidesWhenStopped` (the default) it is hidden while
/// stopped and shown by `startAnimating()`, as UIKit documents.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }

    public private(set) var isAnimating = false
    open var style: UIActivityIndicatorView.Style = .medium
    open var color: UIColor! = .gray

    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = hidesWhenStopped
    }

    public convenience init(style: UIActivityIndicatorView.Style) {
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        self.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        self.style = style
    }

    open func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize {
        style == .large || style == .whiteLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
}
