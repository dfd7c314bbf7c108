import RxSwift

/// Keeps the last values accepted (as many as it was made for) and sends them to a new
/// subscriber first.
public final class ReplayRelay<Element>: ObservableType {
    private let hub: ReplaySubject<Element>

    /// Keeps the last `bufferSize` values.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(keeping: .create(bufferSize: bufferSize))
    }

    /// Keeps every value.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(keeping: .createUnbounded())
    }

    private init(keeping hub: ReplaySubject<Element>) {
        self.hub = hub
    }

    public func accept(_ event: Element) {
        hub.on(.next(event))
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        hub.subscribe(observer)
    }
}
