/// A type-erased observer: every event goes to one closure.
public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    private let receive: EventHandler

    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        receive = observer.on
    }

    public init(eventHandler: @escaping EventHandler) {
        receive = eventHandler
    }

    public func asObserver() -> AnyObserver<Element> { self }

    public func on(_ event: Event<Element>) { receive(event) }
}

public extension ObserverType {
    func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms values before passing them on; a throwing transform sends
    /// the error instead.
    func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
