/// An observable that starts its source only when `connect()` is called, sharing it through a
/// subject among all subscribers.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    override init() {}

    public func connect() -> Disposable {
        fatalError("Abstract method")
    }
}

public extension ConnectableObservableType {
    /// Connects when the first subscriber comes and disconnects when the last leaves.
    func refCount() -> Observable<Element> {
        let counter = RefCount(self)
        return BodyObservable { outlet in counter.join(outlet) }
    }
}
