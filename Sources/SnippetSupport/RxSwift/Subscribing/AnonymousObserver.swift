/// An observer made of a closure that hears nothing after the first terminal event.
final class AnonymousObserver<Element>: ObserverType, @unchecked Sendable {
    private let handler: (Event<Element>) -> Void
    private let lock = RecursiveLock()
    private var stopped = false

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        let deliver: Bool = lock.performLocked {
            if stopped { return false }
            if event.isStopEvent { stopped = true }
            return true
        }
        if deliver { handler(event) }
    }
}
