import Foundation

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
