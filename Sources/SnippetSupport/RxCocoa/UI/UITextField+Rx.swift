import RxSwift
import UIKit

extension Reactive where Base: UITextField {
    /// The text: on subscription, then on every editing event (`.editingChanged`, and also the
    /// beginning and end of editing, which repeat the unchanged text, as RxCocoa does: add
    /// `distinctUntilChanged()` for changes only) and `.valueChanged`.
    public var text: ControlProperty<String?> {
        value
    }

    /// The same as `text`.
    public var value: ControlProperty<String?> {
        controlPropertyWithDefaultEvents(getter: { field in field.text }, setter: { field, value in
            // Setting the same text again would move the cursor on a device; skip it.
            if field.text != value { field.text = value }
        })
    }

    /// The attributed text, as `text`.
    public var attributedText: ControlProperty<NSAttributedString?> {
        controlPropertyWithDefaultEvents(getter: { field in field.attributedText }, setter: { field, value in
            if field.attributedText != value { field.attributedText = value }
        })
    }
}
