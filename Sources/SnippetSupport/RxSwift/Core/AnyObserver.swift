/// A type-erased observer: forwards events to a closure.
public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    public func on(_ event: Event<Element>) {
        observer(event)
    }

    public func asObserver() -> AnyObserver<Element> { self }
}

public extension ObserverType {
    func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms values before passing them on.
    func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
