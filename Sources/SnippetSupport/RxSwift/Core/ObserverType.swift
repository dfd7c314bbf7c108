/// Receives the events of an observable sequence.
public protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

public extension ObserverType {
    func onNext(_ element: Element) { on(.next(element)) }
    func onCompleted() { on(.completed) }
    func onError(_ error: Swift.Error) { on(.error(error)) }
}
