extension ObservableType {
    /// Subscribes to the sources one after another, moving on at each error, and ends with the
    /// first source that completes. When every source failed, the last error goes through; no
    /// sources at all is an empty sequence. The sequence is read lazily, one source per error,
    /// and each next source is subscribed on the trampoline.
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        Observable.create { observer in
            var remaining = sequence.makeIterator()
            var lastError: Swift.Error?
            let current = SerialDisposable()
            let turn = SerialDisposable()
            func tryNext() {
                turn.disposable = CurrentThreadScheduler.instance.schedule(()) { _ in
                    guard let source = remaining.next() else {
                        observer.on(lastError.map { .error($0) } ?? .completed)
                        return Disposables.create()
                    }
                    let subscription = SingleAssignmentDisposable()
                    current.disposable = subscription
                    subscription.setDisposable(source.subscribe { event in
                        if case .error(let error) = event {
                            lastError = error
                            tryNext()
                        } else {
                            observer.on(event)
                        }
                    })
                    return Disposables.create()
                }
            }
            tryNext()
            return Disposables.create(current, turn)
        }
    }

    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        self.catch(sequence: sequence)
    }
}
