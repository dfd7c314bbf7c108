import Foundation

/// Plus and minus buttons over a value kept within `minimumValue…maximumValue` (wrapping
/// around when `wraps`). Setting `value` in code sends nothing; a snippet taps with
/// `value += stepValue` then `sendActions(for: .valueChanged)`.
open class UIStepper: UIControl {
    private var storedValue: Double = 0

    open var value: Double {
        get { storedValue }
        set {
            if wraps, newValue > maximumValue { storedValue = minimumValue }
            else if wraps, newValue < minimumValue { storedValue = maximumValue }
            else { storedValue = min(max(newValue, minimumValue), maximumValue) }
        }
    }

    open var minimumValue: Double = 0 { didSet { value = storedValue } }
    open var maximumValue: Double = 100 { didSet { value = storedValue } }
    open var stepValue: Double = 1
    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
}
