import Foundation

public extension ObservableType {
    /// A value once `dueTime` has passed without a newer one; on completion the pending value
    /// is sent first.
    func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return BodyObservable { outlet in
            let gate = OperatorGate(outlet)
            let timer = SerialDisposable()
            var pending: Element?
            var generation = 0
            let subscription = source.subscribe { event in
                gate.locked {
                    switch event {
                    case .next(let value):
                        generation += 1
                        let current = generation
                        pending = value
                        timer.disposable = scheduler.scheduleRelative(current, dueTime: dueTime) { scheduled in
                            gate.locked {
                                if scheduled == generation, let value = pending {
                                    pending = nil
                                    gate.send(.next(value))
                                }
                            }
                            return Disposables.create()
                        }
                    case .error:
                        pending = nil
                        gate.send(event)
                    case .completed:
                        if let value = pending {
                            pending = nil
                            gate.send(.next(value))
                        }
                        gate.send(.completed)
                    }
                }
            }
            return Disposables.create(subscription, timer)
        }
    }

    /// At most one value per `dueTime`: the first at once; then, with `latest`, the newest value
    /// when the window ends, else nothing until it ends.
    func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return BodyObservable { outlet in
            let gate = OperatorGate(outlet)
            let timer = SerialDisposable()
            var lastSent: RxTime?
            var unsent: Element?
            var completed = false
            var timerRunning = false

            func sendUnsent() {
                gate.locked {
                    timerRunning = false
                    if let value = unsent {
                        unsent = nil
                        lastSent = scheduler.now
                        gate.send(.next(value))
                    }
                    if completed { gate.send(.completed) }
                }
            }

            let subscription = SingleAssignmentDisposable()
            subscription.setDisposable(source.subscribe { event in
                gate.locked {
                    switch event {
                    case .next(let value):
                        let now = scheduler.now
                        let wait = lastSent.map { dueTime.leftover(from: $0, to: now) } ?? .nanoseconds(0)
                        if wait.isZeroLength {
                            unsent = nil
                            lastSent = now
                            timer.disposable = Disposables.create()
                            timerRunning = false
                            gate.send(.next(value))
                            return
                        }
                        guard latest else { return }
                        unsent = value
                        if timerRunning { return }
                        timerRunning = true
                        timer.disposable = scheduler.scheduleRelative((), dueTime: wait) { _ in
                            sendUnsent()
                            return Disposables.create()
                        }
                    case .error:
                        unsent = nil
                        gate.send(event)
                    case .completed:
                        if unsent != nil {
                            // The last value still waits for its window; the source is let go
                            // now (as RxSwift: its subscription ends at the completion).
                            completed = true
                            gate.dispose(subscription)
                        } else {
                            gate.send(.completed)
                        }
                    }
                }
            })
            return Disposables.create(subscription, timer)
        }
    }

    /// Every value and the completion `dueTime` after it came; an error at once. Events are
    /// sent one per scheduled step (as RxSwift does), so with a virtual clock a completion that
    /// came together with the last value arrives one tick after it.
    func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return BodyObservable { outlet in
            let gate = OperatorGate(outlet)
            let timer = SerialDisposable()
            var queue: [(time: RxTime, event: Event<Element>)] = []
            var active = false
            var running = false
            var failure: Event<Element>?

            func drain() {
                let (failed, next): (Event<Element>?, Event<Element>?) = gate.locked {
                    if let failure { return (failure, nil) }
                    running = true
                    return (nil, queue.isEmpty ? nil : queue.removeFirst().event)
                }
                if let failed {
                    outlet.on(failed)
                    return
                }
                if let next { outlet.on(next) }
                gate.locked {
                    running = false
                    if let failure {
                        // Sent here, not after the lock: the queue it ended must stay ended. The
                        // subscription ends once the lock is released (see `OperatorGate`).
                        gate.send(failure)
                        return
                    }
                    guard let following = queue.first?.time else {
                        active = false
                        return
                    }
                    schedule(after: dueTime.leftover(from: following, to: scheduler.now))
                }
            }

            /// Books the next step. Called under the lock, so the timer is stored before the step
            /// it books can run and book another: stored late, it would cancel that newer one.
            func schedule(after wait: RxTimeInterval) {
                timer.disposable = scheduler.scheduleRelative((), dueTime: wait) { _ in
                    drain()
                    return Disposables.create()
                }
            }

            let subscription = SingleAssignmentDisposable()
            subscription.setDisposable(source.subscribe { event in
                if event.isStopEvent { subscription.dispose() }
                switch event {
                case .error:
                    let sendNow: Bool = gate.locked {
                        queue = []
                        failure = event
                        return !running
                    }
                    if sendNow { outlet.on(event) }
                default:
                    gate.locked {
                        queue.append((scheduler.now, event))
                        guard !active else { return }
                        active = true
                        schedule(after: dueTime)
                    }
                }
            })
            return Disposables.create(subscription, timer)
        }
    }

    /// Subscribes to the source only after `dueTime`.
    func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let serial = SerialDisposable()
            serial.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                source.subscribe(observer)
            }
            return serial
        }
    }

    /// Fails with `RxError.timeout` when no value comes within `dueTime` of the subscription or
    /// of the previous value.
    func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when no value comes within `dueTime` of the subscription or of the
    /// previous value.
    func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType) -> Observable<Element> where Element == Source.Element {
        let source = asObservable()
        let other = other.asObservable()
        return Observable.create { observer in
            // Each value starts a new generation; the timer of an older one does nothing.
            var generation = 0
            var switched = false
            let lock = RecursiveLock()
            let timer = SerialDisposable()
            let subscription = SerialDisposable()
            func arm() {
                let current = generation
                timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    let fire: Bool = lock.performLocked {
                        guard current == generation, !switched else { return false }
                        switched = true
                        return true
                    }
                    if fire { subscription.disposable = other.subscribe(observer) }
                    return Disposables.create()
                }
            }
            arm()
            let original = SingleAssignmentDisposable()
            subscription.disposable = original
            original.setDisposable(source.subscribe { event in
                let forward: Bool = lock.performLocked {
                    guard !switched else { return false }
                    generation += 1
                    return true
                }
                guard forward else { return }
                observer.on(event)
                if case .next = event { arm() }
            })
            return Disposables.create(subscription, timer)
        }
    }

    /// Arrays of values: one each `timeSpan`, or sooner once `count` values came (which restarts
    /// the time span). The remaining values are sent on completion.
    func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        let source = asObservable()
        return BodyObservable { outlet in
            let gate = OperatorGate(outlet)
            let timer = SerialDisposable()
            var buffer: [Element] = []
            var windowID = 0
            func startTimer(_ id: Int) {
                timer.disposable = scheduler.scheduleRelative(id, dueTime: timeSpan) { id in
                    gate.locked {
                        guard id == windowID else { return }
                        flush()
                    }
                    return Disposables.create()
                }
            }
            func flush() {
                let values = buffer
                buffer = []
                gate.send(.next(values))
                windowID += 1
                startTimer(windowID)
            }
            startTimer(windowID)
            let subscription = source.subscribe { event in
                gate.locked {
                    switch event {
                    case .next(let value):
                        buffer.append(value)
                        if buffer.count == count { flush() }
                    case .error(let error):
                        buffer = []
                        gate.send(.error(error))
                    case .completed:
                        gate.send(.next(buffer))
                        gate.send(.completed)
                    }
                }
            }
            return Disposables.create(subscription, timer)
        }
    }

    /// Windows of values as observables: a new one each `timeSpan`, or once `count` values
    /// came into the current one.
    func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        let source = asObservable()
        return BodyObservable { outlet in
            let gate = OperatorGate(outlet)
            let timer = SerialDisposable()
            var subject = PublishSubject<Element>()
            var countInWindow = 0
            var windowID = 0
            func startTimer(_ id: Int) {
                timer.disposable = scheduler.scheduleRelative(id, dueTime: timeSpan) { id in
                    gate.locked {
                        guard id == windowID else { return }
                        nextWindow()
                    }
                    return Disposables.create()
                }
            }
            func nextWindow() {
                subject.on(.completed)
                subject = PublishSubject<Element>()
                countInWindow = 0
                windowID += 1
                gate.send(.next(subject.asObservable()))
                startTimer(windowID)
            }
            outlet.on(.next(subject.asObservable()))
            startTimer(windowID)
            let subscription = source.subscribe { event in
                gate.locked {
                    switch event {
                    case .next(let value):
                        subject.on(.next(value))
                        countInWindow += 1
                        if countInWindow == count { nextWindow() }
                    case .error(let error):
                        subject.on(.error(error))
                        gate.send(.error(error))
                    case .completed:
                        subject.on(.completed)
                        gate.send(.completed)
                    }
                }
            }
            return Disposables.create(subscription, timer)
        }
    }
}
