// Between traits and Swift concurrency: `try await` a trait's ending, and a `Single` made from
// async work.

/// A function handed to a task, which needs it `Sendable`. The trait's reporting functions may
/// be called from any thread (the `Outlet` behind them serialises what it lets through).
private struct SendableReporter<Report>: @unchecked Sendable {
    let report: (Report) -> Void
}

public extension PrimitiveSequence where Trait == SingleTrait {
    /// A `Single` that runs `work` in a new task at each subscription (a detached one if
    /// `detached`) and succeeds with its result or fails with its error. Disposing the
    /// subscription cancels the task; what it ends with afterwards is not delivered.
    static func create(detached: Bool = false, priority: TaskPriority? = nil, work: @escaping @Sendable () async throws -> Element) -> Single<Element> {
        create { single in
            let reporter = SendableReporter(report: single)
            let run: @Sendable () async -> Void = {
                do {
                    reporter.report(.success(try await work()))
                } catch {
                    reporter.report(.failure(error))
                }
            }
            let task = detached ? Task.detached(priority: priority, operation: run) : Task(priority: priority, operation: run)
            return Disposables.create { task.cancel() }
        }
    }

    /// The value, awaited: subscribes, and returns the value or throws the error. Cancelling the
    /// awaiting task disposes the subscription and throws `CancellationError`.
    var value: Element {
        get async throws {
            try await awaitEnding { ending in
                switch ending {
                case .value(let value): return .success(value)
                case .failure(let error): return .failure(error)
                case .empty: stopOnBrokenContract("A Single completed without a value.")
                }
            }
        }
    }
}

public extension PrimitiveSequence where Trait == MaybeTrait {
    /// The value awaited, or nil if the `Maybe` completes without one; its error is thrown.
    var value: Element? {
        get async throws {
            try await awaitEnding { ending in
                switch ending {
                case .value(let value): return .success(value)
                case .failure(let error): return .failure(error)
                case .empty: return .success(nil)
                }
            }
        }
    }
}

public extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// Returns once the `Completable` completed; its error is thrown.
    var value: Void {
        get async throws {
            try await awaitEnding { ending -> Result<Void, Swift.Error> in
                if case .failure(let error) = ending { return .failure(error) }
                return .success(())
            }
        }
    }
}

extension PrimitiveSequence {
    /// Subscribes and suspends until the ending arrives, then returns or throws what `outcome`
    /// makes of it. It always subscribes, even in a task cancelled already, so an ending that
    /// comes during `subscribe` (`Maybe.empty()`, `Completable.empty()`, `Single.just`) is
    /// returned as it is; only when the subscription has not ended by the time both it is made
    /// and the task is cancelled is it disposed and `CancellationError` thrown.
    func awaitEnding<Outcome>(_ outcome: @escaping (TraitEnding<Element>) -> Result<Outcome, Swift.Error>) async throws -> Outcome {
        let wait = EndingWait<Outcome>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                wait.start(continuation)
                wait.subscribed(subscribeToEnding { ending in wait.finish(outcome(ending)) })
            }
        } onCancel: {
            wait.cancel()
        }
    }
}

/// One suspended `value` read: resumed once, by the ending or by cancellation, whichever comes
/// first, and its subscription disposed then. Cancellation only counts once the subscription
/// is made (`withTaskCancellationHandler` reports a cancelled task before the read starts).
private final class EndingWait<Outcome>: @unchecked Sendable {
    private let lock = RecursiveLock()
    private var continuation: CheckedContinuation<Outcome, Swift.Error>?
    /// How the read ends, once known.
    private var outcome: Result<Outcome, Swift.Error>?
    /// Set under the lock by `subscribed` and `cancel`: whichever of the two comes second sees
    /// the other's flag and throws `CancellationError` (unless the ending came first).
    private var isSubscribed = false
    private var isCancelled = false
    private let subscription = SingleAssignmentDisposable()

    func start(_ continuation: CheckedContinuation<Outcome, Swift.Error>) {
        lock.performLocked { self.continuation = continuation }
    }

    func subscribed(_ disposable: Disposable) {
        subscription.setDisposable(disposable)
        let cancelled: Bool = lock.performLocked {
            isSubscribed = true
            return isCancelled
        }
        if cancelled { finish(.failure(CancellationError())) }
    }

    func cancel() {
        let subscribed: Bool = lock.performLocked {
            isCancelled = true
            return isSubscribed
        }
        if subscribed { finish(.failure(CancellationError())) }
    }

    func finish(_ result: Result<Outcome, Swift.Error>) {
        let (first, waiting): (Bool, CheckedContinuation<Outcome, Swift.Error>?) = lock.performLocked {
            guard outcome == nil else { return (false, nil) }
            outcome = result
            defer { continuation = nil }
            return (true, continuation)
        }
        guard first else { return }
        subscription.dispose()
        waiting?.resume(with: result)
    }
}
