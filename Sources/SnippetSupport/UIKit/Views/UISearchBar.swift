import Foundation

/// A search field with optional cancel and scope buttons. Its text lives in `searchTextField`.
/// Typing is played on that field (`searchBar.searchTextField.text = "…"` then
/// `searchBar.searchTextField.sendActions(for: .editingChanged)`): the search bar then tells its
/// delegate `searchBar(_:textDidChange:)`, as it does for a user's typing. Setting `text` in code
/// tells nothing, as in UIKit.
open class UISearchBar: UIView {
    public let searchTextField = UISearchTextField()
    open weak var delegate: UISearchBarDelegate?

    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    open var prompt: String?
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var searchBarStyle: UISearchBar.Style = .default
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// The text; empty (not nil) when nothing is typed, as the field's.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        searchTextField.frame = bounds.insetBy(dx: 8, dy: 10)
    }

    // MARK: Private helpers

    private func setUp() {
        searchTextField.searchBar = self
        addSubview(searchTextField)
        searchTextField.addAction(UIAction(identifier: .init("sitegen.searchBar.textDidChange")) { [weak self] _ in
            guard let self else { return }
            delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        }, for: .editingChanged)
    }

    public enum Style: Int, Sendable {
        case `default`, prominent, minimal
    }
}
