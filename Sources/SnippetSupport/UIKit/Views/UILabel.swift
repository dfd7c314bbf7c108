import Foundation

/// A view that shows text. Its size for text is an estimate (there is no text engine): each
/// character is about half the font's size wide, a wide (CJK, Hangul) one about its full size.
open class UILabel: UIView {
    open var text: String? {
        didSet { invalidateIntrinsicContentSize() }
    }

    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet { if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) } }
    }

    open var textColor: UIColor! = .label {
        didSet { if textColor == nil { textColor = .label } }
    }

    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    open override var intrinsicContentSize: CGSize {
        TextMeasure.size(of: text ?? "", font: font, maxWidth: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil, lines: numberOfLines)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        return TextMeasure.size(of: text ?? "", font: font, maxWidth: width, lines: numberOfLines)
    }
}
