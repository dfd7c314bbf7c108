import Foundation

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
