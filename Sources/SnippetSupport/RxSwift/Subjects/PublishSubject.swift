/// Sends what it is told to its current subscribers; a late subscriber hears only what comes
/// after it subscribed (or the stop event, if the subject stopped).
public final class PublishSubject<Element>: SubjectBase<Element>, SubjectType, ObserverType {
    public typealias SubjectObserverType = PublishSubject<Element>

    public override init() {}

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        register(AnyObserver(observer), replay: { [] })
    }
}
