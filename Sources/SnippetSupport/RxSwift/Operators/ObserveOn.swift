public extension ObservableType {
    /// Delivers every event on `scheduler`, in the order they came.
    func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        if let main = scheduler as? MainScheduler {
            // The main scheduler runs work at once when already on main with nothing queued, and
            // queues it otherwise, so its own order is the order of arrival.
            return Observable.create { observer in
                source.subscribe { event in
                    _ = main.schedule(event) { event in
                        observer.on(event)
                        return Disposables.create()
                    }
                }
            }
        }
        return Observable.create { observer in
            let mailbox = Mailbox(scheduler: scheduler, deliver: observer.on)
            // The source is let go as soon as it ends, not when its end is delivered.
            let connection = SingleAssignmentDisposable()
            connection.setDisposable(source.subscribe { event in
                mailbox.post(event)
                if event.isStopEvent { connection.dispose() }
            })
            return Disposables.create(connection, mailbox)
        }
    }

    /// Subscribes to the source, and later disposes that subscription, on `scheduler`.
    func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asIs
        return Observable.create { observer in
            let current = SerialDisposable()
            let start = SingleAssignmentDisposable()
            current.disposable = start
            start.setDisposable(scheduler.schedule(()) { _ in
                let connection = source.subscribe(observer)
                current.disposable = Disposables.create {
                    _ = scheduler.schedule(()) { _ in
                        connection.dispose()
                        return Disposables.create()
                    }
                }
                return Disposables.create()
            })
            return current
        }
    }

    @available(*, deprecated, renamed: "observe(on:)")
    func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }

    @available(*, deprecated, renamed: "subscribe(on:)")
    func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}
