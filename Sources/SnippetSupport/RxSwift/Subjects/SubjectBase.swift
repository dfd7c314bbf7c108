/// The base of the subjects: keeps the observers, the stop event and the disposed state.
public class SubjectBase<Element>: Observable<Element>, Cancelable {
    let lock = RecursiveLock()
    let tracker = GrammarWatch()
    var observers = ObserverBag<Element>()
    var stopEvent: Event<Element>?
    var disposed = false

    override init() {}

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { lock.performLocked { !observers.isEmpty } }

    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// Registers `observer` unless the subject stopped (then it hears the stop event) or is
    /// disposed (then it hears `RxError.disposed`). Subclasses send what they replay first.
    func register(_ observer: AnyObserver<Element>, replay: () -> [Event<Element>]) -> Disposable {
        let (events, key): ([Event<Element>], Int?) = lock.performLocked {
            if disposed { return ([.error(RxError.disposed(object: self))], nil) }
            if let stopEvent { return (replay() + [stopEvent], nil) }
            return (replay(), observers.insert(observer))
        }
        for event in events { observer.on(event) }
        guard let key else { return Disposables.create() }
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.performLocked { self.observers.remove(key) }
        }
    }

    /// Sends `event` to the current observers; after a stop event nothing more is sent.
    func dispatch(_ event: Event<Element>, record: (Event<Element>) -> Void = { _ in }) {
        tracker.enter()
        defer { tracker.leave() }
        let targets: [AnyObserver<Element>] = lock.performLocked {
            if disposed || stopEvent != nil { return [] }
            record(event)
            if event.isStopEvent {
                stopEvent = event
                defer { observers.removeAll() }
                return observers.all
            }
            return observers.all
        }
        for observer in targets { observer.on(event) }
    }

    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
        }
    }

    public func asObserver() -> AnyObserver<Element> {
        AnyObserver { [self] event in on(event) }
    }

    public func on(_ event: Event<Element>) {
        dispatch(event)
    }
}
