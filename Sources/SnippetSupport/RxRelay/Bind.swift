@_spi(SitegenInternal) import RxSwift

// `bind(to:)` for relays: values go to `accept`; an error or completion of the source stops the
// program in debug builds, as in RxRelay (a relay cannot end).

public extension ObservableType {
    func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(to: relays.map { relay in { relay.accept($0) } })
    }

    func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(to: relays.map { relay in { relay.accept($0) } })
    }

    func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(to: relays.map { relay in { relay.accept($0) } })
    }

    func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(to: relays.map { relay in { relay.accept($0) } })
    }

    func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(to: relays.map { relay in { relay.accept($0) } })
    }

    func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(to: relays.map { relay in { relay.accept($0) } })
    }

    private func bind(to accepts: [(Element) -> Void]) -> Disposable {
        // A relay never ends, so completion is dropped and an error is a broken contract.
        subscribe(onNext: { element in accepts.forEach { accept in accept(element) } },
                  onError: { error in stopOnBrokenContract("Binding error to relay: \(error)") })
    }

    private func bind(to accepts: [(Element?) -> Void]) -> Disposable {
        bind(to: [{ (element: Element) in accepts.forEach { $0(element) } }])
    }
}
