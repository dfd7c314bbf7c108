/// Receives the events of an observable sequence.
public protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

/// Shorthands for sending one kind of event.
public extension ObserverType {
    func onError(_ error: Swift.Error) { on(.error(error)) }
    func onNext(_ element: Element) { on(.next(element)) }
    func onCompleted() { on(.completed) }
}
