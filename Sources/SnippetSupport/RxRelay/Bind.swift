@_spi(SitegenInternal) import RxSwift

// `bind(to:)` for relays: each value is accepted by every relay. A relay cannot end, so the
// source's completion only ends the binding (its subscription to the source is let go, as
// RxRelay's is), and an error stops the program in debug builds, as in RxRelay.

extension ObservableType {
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        feed { value in relays.forEach { $0.accept(value) } }
    }

    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        feed { value in relays.forEach { $0.accept(value) } }
    }

    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        feed { value in relays.forEach { $0.accept(value) } }
    }

    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        feed { value in relays.forEach { $0.accept(value) } }
    }

    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        feed { value in relays.forEach { $0.accept(value) } }
    }

    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        feed { value in relays.forEach { $0.accept(value) } }
    }

    /// Subscribes, handing each value to `accept` until the source ends or the binding is
    /// disposed.
    private func feed(_ accept: @escaping (Element) -> Void) -> Disposable {
        let binding = SingleAssignmentDisposable()
        let source = subscribe { event in
            switch event {
            case .next(let value): accept(value)
            case .completed: binding.dispose()
            case .error(let error): stopOnBrokenContract("Binding error to relay: \(error)")
            }
        }
        binding.setDisposable(source)
        return binding
    }
}
