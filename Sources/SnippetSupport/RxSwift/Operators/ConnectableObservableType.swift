/// Something with a shared connection to start.
public protocol ConnectableObservableType: ObservableType {
    func connect() -> Disposable
}
