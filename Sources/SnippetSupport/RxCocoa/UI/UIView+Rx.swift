import RxSwift
import UIKit

extension Reactive where Base: UIView {
    /// Sets `isHidden`.
    public var isHidden: Binder<Bool> {
        Binder(base) { view, hidden in view.isHidden = hidden }
    }

    /// Sets `alpha`.
    public var alpha: Binder<CGFloat> {
        Binder(base) { view, alpha in view.alpha = alpha }
    }

    /// Sets `backgroundColor`.
    public var backgroundColor: Binder<UIColor?> {
        Binder(base) { view, color in view.backgroundColor = color }
    }

    /// Sets `isUserInteractionEnabled`.
    public var isUserInteractionEnabled: Binder<Bool> {
        Binder(base) { view, enabled in view.isUserInteractionEnabled = enabled }
    }
}

extension Reactive where Base: UILabel {
    /// Sets `text`.
    public var text: Binder<String?> {
        Binder(base) { label, text in label.text = text }
    }

    /// Sets `attributedText`.
    public var attributedText: Binder<NSAttributedString?> {
        Binder(base) { label, text in label.attributedText = text }
    }
}

extension Reactive where Base: UIImageView {
    /// Sets `image`.
    public var image: Binder<UIImage?> {
        Binder(base) { imageView, image in imageView.image = image }
    }
}
