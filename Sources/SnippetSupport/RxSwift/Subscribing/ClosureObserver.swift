/// An observer made of one closure; after the first `error` or `completed` it hears nothing.
final class ClosureObserver<Element>: ObserverType, @unchecked Sendable {
    private let handle: (Event<Element>) -> Void
    private let state = RecursiveLock()
    private var over = false

    init(_ handle: @escaping (Event<Element>) -> Void) {
        self.handle = handle
    }

    func on(_ event: Event<Element>) {
        let wasOver: Bool = state.performLocked {
            let before = over
            if event.isStopEvent { over = true }
            return before
        }
        guard !wasOver else { return }
        handle(event)
    }
}
