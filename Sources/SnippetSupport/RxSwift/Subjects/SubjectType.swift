/// Both an observable and an observer: what it is told, it tells its subscribers.
public protocol SubjectType: ObservableType {
    associatedtype Observer: ObserverType
    func asObserver() -> Observer
}
