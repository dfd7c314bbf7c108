extension ObservableType {
    /// The shape of most operators: for each subscription, `make` receives the downstream
    /// observer and returns what handles the source's events. The `Outlet` of `create` keeps the
    /// grammar (nothing after a terminal event) and disposes the source after a terminal event.
    func lift<Result>(_ make: @escaping (AnyObserver<Result>) -> (Event<Element>) -> Void) -> Observable<Result> {
        let source = asObservable()
        return Observable<Result>.create { observer in
            source.subscribe(AnyObserver(eventHandler: make(observer)))
        }
    }
}

extension ObserverType {
    /// Sends the result of `body`, or the error it throws.
    func forward(_ body: () throws -> Element) {
        do {
            on(.next(try body()))
        } catch {
            on(.error(error))
        }
    }
}
