/// Holds a current value: a new subscriber hears it first, then what follows.
public final class BehaviorSubject<Element>: SubjectBase<Element>, SubjectType, ObserverType {
    private var element: Element

    public init(value: Element) {
        element = value
    }

    /// The current value; throws the error the subject ended with, or `RxError.disposed`.
    public func value() throws -> Element {
        try lock.performLocked {
            if disposed { throw RxError.disposed(object: self) }
            if case .error(let error) = stopEvent { throw error }
            return element
        }
    }

    public override func on(_ event: Event<Element>) {
        dispatch(event) { event in
            if case .next(let value) = event { element = value }
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        register(AnyObserver(observer), replay: { stopEvent == nil ? [.next(element)] : [] })
    }
}
