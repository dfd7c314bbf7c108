import Foundation

/// A value in a range. `value` is always kept within `minimumValue…maximumValue` (changing the
/// bounds moves it in). Setting it in code sends nothing; a snippet drags with `value = …` then
/// `sendActions(for: .valueChanged)`.
open class UISlider: UIControl {
    private var storedValue: Float = 0

    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }

    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    open var isContinuous = true
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 30) }
}
