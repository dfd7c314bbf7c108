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

/// The estimate of a text's size used by labels, buttons and text fields.
enum TextMeasure {
    static func width(of text: String, font: UIFont) -> CGFloat {
        text.unicodeScalars.reduce(0) { sum, scalar in
            sum + (scalar.value >= 0x1100 ? font.pointSize : font.pointSize * 0.5)
        }
    }

    static func size(of text: String, font: UIFont, maxWidth: CGFloat?, lines: Int) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var lineCount = 0
        var widest: CGFloat = 0
        for paragraph in paragraphs {
            let width = self.width(of: String(paragraph), font: font)
            if let maxWidth, maxWidth > 0, width > maxWidth {
                lineCount += Int((width / maxWidth).rounded(.up))
                widest = maxWidth
            } else {
                lineCount += 1
                widest = max(widest, width)
            }
        }
        if lines > 0 { lineCount = min(lineCount, lines) }
        return CGSize(width: widest.rounded(.up), height: (CGFloat(lineCount) * font.lineHeight).rounded(.up))
    }
}
