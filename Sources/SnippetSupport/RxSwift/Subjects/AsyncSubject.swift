/// Sends only its last value, and only when it completes (or the error, if it fails).
public final class AsyncSubject<Element>: SubjectBase<Element>, SubjectType, ObserverType {
    private var last: Element?

    public override init() {}

    public override func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            lock.performLocked {
                if stopEvent == nil && !disposed { last = value }
            }
        case .error:
            dispatch(event)
        case .completed:
            tracker.enter()
            defer { tracker.leave() }
            let (targets, value): ([AnyObserver<Element>], Element?) = lock.performLocked {
                if disposed || stopEvent != nil { return ([], nil) }
                stopEvent = .completed
                defer { observers.removeAll() }
                return (observers.all, last)
            }
            for observer in targets {
                if let value { observer.on(.next(value)) }
                observer.on(.completed)
            }
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        register(AnyObserver(observer), replay: {
            if case .completed = stopEvent, let last { return [.next(last)] }
            return []
        })
    }
}
