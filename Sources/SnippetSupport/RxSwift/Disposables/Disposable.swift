/// Ends a subscription or releases a resource. Calling `dispose` twice is harmless.
public protocol Disposable {
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    var isDisposed: Bool { get }
}
