import Foundation

public extension ObservableType {
    /// Runs side effects at each event and at subscription and disposal; the events pass
    /// unchanged. An error thrown by `onNext` (or the other `on…`) becomes the error event.
    func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        return SinkObservable { sink in
            onSubscribe?()
            let subscription = source.subscribe { event in
                do {
                    switch event {
                    case .next(let value):
                        try onNext?(value)
                        sink.forward(event)
                        try afterNext?(value)
                    case .error(let error):
                        try onError?(error)
                        sink.forward(event)
                        try afterError?(error)
                    case .completed:
                        try onCompleted?()
                        sink.forward(event)
                        try afterCompleted?()
                    }
                    if event.isStopEvent { sink.dispose() }
                } catch {
                    sink.on(.error(error))
                }
            }
            onSubscribed?()
            return Disposables.create {
                subscription.dispose()
                onDispose?()
            }
        }
    }

    /// Prints every event, the subscription and the disposal, each line starting with the clock
    /// time (`yyyy-MM-dd HH:mm:ss.SSS`) and `identifier` (by default `file:line (function)`).
    func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Observable<Element> {
        let name = identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        let source = asObservable()
        return Observable.create { observer in
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
            func log(_ content: String) {
                print("\(formatter.string(from: Date())): \(name) -> \(content)")
            }
            log("subscribed")
            let disposed = BooleanDisposable()
            let subscription = source.subscribe { event in
                var text = "\(event)"
                if trimOutput && text.count > 40 {
                    text = String(text.prefix(20)) + "..." + String(text.suffix(20))
                }
                log("Event \(text)")
                observer.on(event)
            }
            return Disposables.create {
                if !disposed.isDisposed {
                    disposed.dispose()
                    log("isDisposed")
                }
                subscription.dispose()
            }
        }
    }

    /// Delivers every event on `scheduler`, in order.
    func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        if let main = scheduler as? MainScheduler {
            // `MainScheduler` delivers at once when on the main thread with nothing queued.
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
            let lock = RecursiveLock()
            var queue: [Event<Element>] = []
            var draining = false
            let cancel = BooleanDisposable()
            let work = SerialDisposable()
            let subscription = source.subscribe { event in
                let start: Bool = lock.performLocked {
                    queue.append(event)
                    if draining { return false }
                    draining = true
                    return true
                }
                guard start else { return }
                work.disposable = scheduler.scheduleRecursive(()) { _, recurse in
                    let next: Event<Element>? = lock.performLocked {
                        if queue.isEmpty || cancel.isDisposed {
                            draining = false
                            return nil
                        }
                        return queue.removeFirst()
                    }
                    guard let next else { return }
                    observer.on(next)
                    recurse(())
                }
            }
            return Disposables.create(subscription, cancel, work)
        }
    }

    /// Subscribes to the source (and later disposes it) on `scheduler`.
    func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let subscription = SingleAssignmentDisposable()
            let serial = SerialDisposable()
            serial.disposable = subscription
            subscription.setDisposable(scheduler.schedule(()) { _ in
                let inner = source.subscribe(observer)
                serial.disposable = Disposables.create {
                    _ = scheduler.schedule(()) { _ in
                        inner.dispose()
                        return Disposables.create()
                    }
                }
                return Disposables.create()
            })
            return serial
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
