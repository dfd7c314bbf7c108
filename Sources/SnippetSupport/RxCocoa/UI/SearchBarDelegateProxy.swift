import RxSwift
import UIKit

/// The search bar's delegate while `.rx` listens to it: it hears the calls and passes every one
/// on to the app's own delegate (given with `rx.setDelegate`, or set on the bar before). It lives
/// as long as the search bar, and its events complete when the bar is freed.
final class SearchBarDelegateProxy: NSObject, UISearchBarDelegate {
    weak var forward: UISearchBarDelegate?

    let textDidChange = CallFanOut<String>()
    let didBeginEditing = CallFanOut<Void>()
    let didEndEditing = CallFanOut<Void>()
    let searchButtonClicked = CallFanOut<Void>()
    let cancelButtonClicked = CallFanOut<Void>()
    let bookmarkButtonClicked = CallFanOut<Void>()
    let resultsListButtonClicked = CallFanOut<Void>()
    let selectedScopeChanged = CallFanOut<Int>()

    /// The proxy of `searchBar`, put in its delegate slot if something else is there (which then
    /// becomes the delegate calls are passed on to).
    static func installed(on searchBar: UISearchBar) -> SearchBarDelegateProxy {
        let proxy = searchBar.attachment(SearchBarDelegateProxy.self) { SearchBarDelegateProxy() }
        if searchBar.delegate !== proxy {
            proxy.forward = searchBar.delegate
            searchBar.delegate = proxy
        }
        return proxy
    }

    deinit {
        for fanOut in [didBeginEditing, didEndEditing, searchButtonClicked, cancelButtonClicked, bookmarkButtonClicked, resultsListButtonClicked] {
            fanOut.finish()
        }
        textDidChange.finish()
        selectedScopeChanged.finish()
    }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        forward?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        didBeginEditing.send(())
        forward?.searchBarTextDidBeginEditing(searchBar)
    }

    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        forward?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        didEndEditing.send(())
        forward?.searchBarTextDidEndEditing(searchBar)
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        textDidChange.send(searchText)
        forward?.searchBar(searchBar, textDidChange: searchText)
    }

    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        forward?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchButtonClicked.send(())
        forward?.searchBarSearchButtonClicked(searchBar)
    }

    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {
        bookmarkButtonClicked.send(())
        forward?.searchBarBookmarkButtonClicked(searchBar)
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        cancelButtonClicked.send(())
        forward?.searchBarCancelButtonClicked(searchBar)
    }

    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {
        resultsListButtonClicked.send(())
        forward?.searchBarResultsListButtonClicked(searchBar)
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        selectedScopeChanged.send(selectedScope)
        forward?.searchBar(searchBar, selectedScopeButtonIndexDidChange: selectedScope)
    }
}
