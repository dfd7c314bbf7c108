import RxSwift
import UIKit

extension Reactive where Base: UIButton {
    /// Each tap (`.touchUpInside`).
    public var tap: ControlEvent<Void> {
        controlEvent(.touchUpInside)
    }

    /// Sets the title for `controlState`.
    public func title(for controlState: UIControl.State = []) -> Binder<String?> {
        Binder(base) { button, title in button.setTitle(title, for: controlState) }
    }

    /// Sets the attributed title for `controlState`.
    public func attributedTitle(for controlState: UIControl.State = []) -> Binder<NSAttributedString?> {
        Binder(base) { button, title in button.setAttributedTitle(title, for: controlState) }
    }

    /// Sets the image for `controlState`.
    public func image(for controlState: UIControl.State = []) -> Binder<UIImage?> {
        Binder(base) { button, image in button.setImage(image, for: controlState) }
    }

    /// Sets the background image for `controlState`.
    public func backgroundImage(for controlState: UIControl.State = []) -> Binder<UIImage?> {
        Binder(base) { button, image in button.setBackgroundImage(image, for: controlState) }
    }
}
