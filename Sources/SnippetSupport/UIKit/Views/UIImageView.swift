import Foundation

/// A view that shows an image; its intrinsic size is the image's size.
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }

    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    public private(set) var isAnimating = false
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// A view the size of the image.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    open func startAnimating() { isAnimating = animationImages?.isEmpty == false }
    open func stopAnimating() { isAnimating = false }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}

extension UIImage {
    /// How a symbol image is drawn (kept; symbols are not drawn).
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        public enum Scale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }
        public enum Weight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }

        public let pointSize: CGFloat?
        public let textStyle: UIFont.TextStyle?
        public let scale: Scale
        public let weight: Weight

        init(pointSize: CGFloat?, textStyle: UIFont.TextStyle?, weight: Weight, scale: Scale) {
            self.pointSize = pointSize
            self.textStyle = textStyle
            self.weight = weight
            self.scale = scale
            super.init()
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, textStyle: nil, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: Weight) { self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) { self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: .unspecified) }
        public convenience init(scale: Scale) { self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: scale) }
        public convenience init(weight: Weight) { self.init(pointSize: nil, textStyle: nil, weight: weight, scale: .unspecified) }
    }

    public func withConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage { self }
}
