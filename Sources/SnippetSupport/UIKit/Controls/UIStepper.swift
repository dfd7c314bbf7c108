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

/// A bar showing progress from 0 to 1 (values outside are pinned).
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default`, bar }

    private var storedProgress: Float = 0
    open var progressViewStyle: Style = .default
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var observedProgress: Progress?

    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }

    public convenience init(progressViewStyle style: UIProgressView.Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }
}

/// Dots for pages; `currentPage` is kept within `0..<numberOfPages`.
open class UIPageControl: UIControl {
    private var storedPage = 0

    open var numberOfPages = 0 { didSet { currentPage = storedPage } }
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?

    open var currentPage: Int {
        get { storedPage }
        set { storedPage = max(0, min(newValue, numberOfPages - 1)) }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: CGFloat(numberOfPages) * 16 + 16, height: 26) }
}
