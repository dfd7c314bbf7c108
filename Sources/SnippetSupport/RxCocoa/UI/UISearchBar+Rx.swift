import RxSwift
import UIKit

extension Reactive where Base: UISearchBar {
    /// The text: on subscription, then as the user types (the delegate's
    /// `searchBar(_:textDidChange:)`) and when editing ends (`searchBarTextDidEndEditing(_:)`,
    /// repeating the text, as RxCocoa does). Text set in code is not reported.
    public var text: ControlProperty<String?> {
        value
    }

    /// The same as `text`.
    public var value: ControlProperty<String?> {
        let values = Observable<String?>.deferred { [weak searchBar = base] in
            guard let searchBar else { return .empty() }
            let proxy = SearchBarDelegateProxy.installed(on: searchBar)
            let typed = proxy.textDidChange.observable.map { text -> String? in text }
            let ended = proxy.didEndEditing.observable.map { [weak searchBar] in searchBar?.text }
            return Observable.merge(typed, ended).startWith(searchBar.text)
        }
        return ControlProperty(values: values, valueSink: Binder(base) { searchBar, text in searchBar.text = text })
    }

    /// The selected scope button: on subscription, then as the user picks another.
    public var selectedScopeButtonIndex: ControlProperty<Int> {
        let values = Observable<Int>.deferred { [weak searchBar = base] in
            guard let searchBar else { return .empty() }
            return SearchBarDelegateProxy.installed(on: searchBar).selectedScopeChanged.observable
                .startWith(searchBar.selectedScopeButtonIndex)
        }
        return ControlProperty(values: values, valueSink: Binder(base) { searchBar, index in searchBar.selectedScopeButtonIndex = index })
    }

    /// Editing began (`searchBarTextDidBeginEditing(_:)`).
    public var textDidBeginEditing: ControlEvent<Void> {
        delegateEvent { $0.didBeginEditing }
    }

    /// Editing ended (`searchBarTextDidEndEditing(_:)`).
    public var textDidEndEditing: ControlEvent<Void> {
        delegateEvent { $0.didEndEditing }
    }

    /// The search (return) key (`searchBarSearchButtonClicked(_:)`).
    public var searchButtonClicked: ControlEvent<Void> {
        delegateEvent { $0.searchButtonClicked }
    }

    /// The cancel button (`searchBarCancelButtonClicked(_:)`).
    public var cancelButtonClicked: ControlEvent<Void> {
        delegateEvent { $0.cancelButtonClicked }
    }

    /// The bookmark button (`searchBarBookmarkButtonClicked(_:)`).
    public var bookmarkButtonClicked: ControlEvent<Void> {
        delegateEvent { $0.bookmarkButtonClicked }
    }

    /// The results list button (`searchBarResultsListButtonClicked(_:)`).
    public var resultsListButtonClicked: ControlEvent<Void> {
        delegateEvent { $0.resultsListButtonClicked }
    }

    /// Makes `delegate` the search bar's delegate beside `.rx`: it is told every call (and
    /// answers the questions) while `.rx` hears them too. It is not retained; disposing the
    /// result stops passing calls to it.
    public func setDelegate(_ delegate: UISearchBarDelegate) -> Disposable {
        let proxy = SearchBarDelegateProxy.installed(on: base)
        proxy.forward = delegate
        return Disposables.create { [weak proxy, weak delegate] in
            if let proxy, proxy.forward === delegate { proxy.forward = nil }
        }
    }

    private func delegateEvent(_ calls: @escaping (SearchBarDelegateProxy) -> CallFanOut<Void>) -> ControlEvent<Void> {
        ControlEvent(events: Observable<Void>.deferred { [weak searchBar = base] in
            guard let searchBar else { return .empty() }
            return calls(SearchBarDelegateProxy.installed(on: searchBar)).observable
        })
    }
}
