public extension ObservableType {
    /// On an error, continues with the sequence `handler` returns for it.
    func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let serial = SerialDisposable()
            let first = SingleAssignmentDisposable()
            serial.disposable = first
            first.setDisposable(source.subscribe { event in
                switch event {
                case .next, .completed: observer.on(event)
                case .error(let error):
                    do {
                        serial.disposable = try handler(error).subscribe(observer)
                    } catch {
                        observer.on(.error(error))
                    }
                }
            })
            return serial
        }
    }

    /// On an error, sends `element` and completes.
    func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in .just(element) }
    }

    @available(*, deprecated, renamed: "catch(_:)")
    func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        self.catch(handler)
    }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Resubscribes after every error, forever.
    func retry() -> Observable<Element> {
        retrying(maxAttempts: nil)
    }

    /// Subscribes at most `maxAttemptCount` times in all; the last error goes through.
    func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        retrying(maxAttempts: maxAttemptCount)
    }

    /// On each error, hands it to the sequence `notificationHandler` built (once) from the
    /// errors: a value from it resubscribes the source, its error or completion ends the result.
    /// As in RxSwift, the handler's answer is listened to only while an error waits for it, so
    /// a handler that completes in between ends the result at the next error.
    func retry<TriggerObservable: ObservableType, Error: Swift.Error>(when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> Observable<Element> {
        retrying(errorsOfType: Error.self, notificationHandler)
    }

    /// `retry(when:)` for any error: the handler sees every error (`xs.retry { errors in … }`).
    func retry<TriggerObservable: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        retrying(errorsOfType: Swift.Error.self, notificationHandler)
    }

    private func retrying<TriggerObservable: ObservableType, Error>(errorsOfType _: Error.Type, _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let errors = PublishSubject<Error>()
            let notifier = PublishSubject<TriggerObservable.Element>()
            let iteration = SerialDisposable()
            let scheduling = SerialDisposable()
            func subscribeSource() {
                scheduling.disposable = CurrentThreadScheduler.instance.schedule(()) { _ in
                    let subscription = SingleAssignmentDisposable()
                    let trigger = SingleAssignmentDisposable()
                    iteration.disposable = Disposables.create(subscription, trigger)
                    subscription.setDisposable(source.subscribe { event in
                        switch event {
                        case .next, .completed: observer.on(event)
                        case .error(let error):
                            guard let typed = error as? Error else {
                                observer.on(.error(error))
                                return
                            }
                            subscription.dispose()
                            trigger.setDisposable(notifier.subscribe { event in
                                switch event {
                                case .next: subscribeSource()
                                case .error(let error): observer.on(.error(error))
                                case .completed: observer.on(.completed)
                                }
                            })
                            errors.on(.next(typed))
                        }
                    })
                    return Disposables.create()
                }
            }
            let handler = notificationHandler(errors.asObservable()).subscribe(notifier.asObserver())
            subscribeSource()
            return Disposables.create(iteration, scheduling, handler)
        }
    }

    @available(*, deprecated, renamed: "retry(when:)")
    func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(_ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    @available(*, deprecated, renamed: "retry(when:)")
    func retryWhen<TriggerObservable: ObservableType>(_ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    private func retrying(maxAttempts: Int?) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let current = SerialDisposable()
            let scheduling = SerialDisposable()
            var attempts = 0
            func subscribeSource() {
                attempts += 1
                let attempt = attempts
                scheduling.disposable = CurrentThreadScheduler.instance.schedule(()) { _ in
                    let subscription = SingleAssignmentDisposable()
                    current.disposable = subscription
                    subscription.setDisposable(source.subscribe { event in
                        switch event {
                        case .next, .completed: observer.on(event)
                        case .error:
                            if let maxAttempts, attempt >= maxAttempts {
                                observer.on(event)
                            } else {
                                subscribeSource()
                            }
                        }
                    })
                    return Disposables.create()
                }
            }
            if maxAttempts == 0 {
                observer.on(.completed)
                return Disposables.create()
            }
            subscribeSource()
            return Disposables.create(current, scheduling)
        }
    }
}
