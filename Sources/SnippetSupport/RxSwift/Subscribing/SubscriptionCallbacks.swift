/// The handlers given to `subscribe(onNext:onError:onCompleted:onDisposed:)`, and what to do with
/// each event: an error nobody handles goes to `Hooks.defaultErrorHandler` with the call stack
/// captured when subscribing; the end of the sequence runs `onDisposed` (once) after the handler.
struct SubscriptionCallbacks<Element> {
    var onNext: ((Element) -> Void)?
    var onError: ((Swift.Error) -> Void)?
    var onCompleted: (() -> Void)?
    let disposal: Disposable
    let callStack: [String]

    init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        disposal = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
        callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
    }

    func handle(_ event: Event<Element>) {
        if case .next(let element) = event {
            onNext?(element)
            return
        }
        if case .error(let error) = event {
            if let onError { onError(error) } else { Hooks.defaultErrorHandler(callStack, error) }
        } else {
            onCompleted?()
        }
        disposal.dispose()
    }
}
