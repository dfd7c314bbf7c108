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

/// A bar's style (kept; nothing is drawn).
public enum UIBarStyle: Int, Sendable {
    case `default`, black
}

/// The search bar's text field. Beginning and ending editing, and the return key played with
/// `sendActions(for: .editingDidEndOnExit)`, are told to the search bar's delegate too.
open class UISearchTextField: UITextField {
    weak var searchBar: UISearchBar?

    open var tokens: [UISearchToken] = []

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        if let searchBar, !(searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        if let searchBar { searchBar.delegate?.searchBarTextDidBeginEditing(searchBar) }
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let searchBar, !(searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        if let searchBar { searchBar.delegate?.searchBarTextDidEndEditing(searchBar) }
        return true
    }

    open override func sendActions(for controlEvents: UIControl.Event) {
        super.sendActions(for: controlEvents)
        if controlEvents.contains(.editingDidEndOnExit), let searchBar {
            searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        }
    }
}

/// A token in a search field (kept as values).
open class UISearchToken: NSObject {
    public let text: String
    public var representedObject: Any?

    public init(icon: UIImage?, text: String) {
        self.text = text
        super.init()
    }
}

/// What a search bar tells its delegate. UIKit's optional methods are requirements here with
/// defaults (no Objective-C runtime): implement only those you need.
public protocol UISearchBarDelegate: NSObjectProtocol {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
