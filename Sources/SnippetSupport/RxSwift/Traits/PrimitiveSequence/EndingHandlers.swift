/// The handlers given to a trait's `subscribe(onSuccess:…)`: the one for the ending runs, then
/// `onDisposed` (once; it also runs if the subscription is disposed before the end). An error
/// nobody handles goes to `Hooks.defaultErrorHandler` with the subscription's call stack.
final class EndingHandlers<Element> {
    private let onValue: ((Element) -> Void)?
    private let onFailure: ((Swift.Error) -> Void)?
    private let onEmpty: (() -> Void)?
    private let callStack: [String]
    /// Runs `onDisposed` the first time it is disposed.
    let disposal: Disposable

    init(onValue: ((Element) -> Void)?, onFailure: ((Swift.Error) -> Void)?, onEmpty: (() -> Void)?, onDisposed: (() -> Void)?) {
        self.onValue = onValue
        self.onFailure = onFailure
        self.onEmpty = onEmpty
        callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        disposal = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
    }

    func run(_ ending: TraitEnding<Element>) {
        switch ending {
        case .value(let value): onValue?(value)
        case .failure(let error):
            if let onFailure { onFailure(error) } else { Hooks.defaultErrorHandler(callStack, error) }
        case .empty: onEmpty?()
        }
        disposal.dispose()
    }

    /// What to return from `subscribe`: disposing it ends the subscription, then runs `onDisposed`.
    func returned(with subscription: Disposable) -> Disposable {
        Disposables.create(subscription, disposal)
    }
}

// MARK: Single
