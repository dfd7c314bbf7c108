public extension ObservableType {
    /// An observable whose subscription runs `subscribe` with an observer to send events to;
    /// the returned disposable is disposed when the subscriber disposes or the sequence ends.
    static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

final class AnonymousObservable<Element>: Producer<Element> {
    private let handler: (AnyObserver<Element>) -> Disposable

    init(_ handler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.handler = handler
    }

    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        let sink = Sink(observer: observer)
        sink.setSubscription(handler(AnyObserver(sink)))
        return sink
    }
}

/// An observable whose subscription handler drives the `Sink` itself (`forward` without the
/// automatic disposal, then `dispose()` when its own work is done).
final class SinkObservable<Element>: Producer<Element> {
    private let handler: (Sink<Element>) -> Disposable

    init(_ handler: @escaping (Sink<Element>) -> Disposable) {
        self.handler = handler
    }

    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        let sink = Sink(observer: observer)
        sink.setSubscription(handler(sink))
        return sink
    }
}
