import Dispatch
import Foundation

/// The main queue, for work that touches the user interface. `instance` runs a piece of work
/// straight away when asked on the main queue while none of its own work is waiting or running;
/// otherwise the work joins the main queue. `asyncInstance` always queues.
public final class MainScheduler: SerialDispatchQueueScheduler {
    private let counting = RecursiveLock()
    /// Work of this scheduler accepted and not finished; inline work counts while it runs, so
    /// that work it schedules waits its turn.
    private var unfinished = 0

    public init() {
        super.init(serialQueue: .main)
    }

    /// The shared main-queue scheduler that runs work inline when it can.
    public static let instance = MainScheduler()

    /// The main queue, always asynchronously.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)

    /// Stops the program with `errorMessage` unless called on the main queue.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        guard MainQueueProbe.onMainQueue else {
            fatalError(errorMessage ?? "This code has to run on the main queue (schedule it with `MainScheduler.instance`).")
        }
    }

    /// The check RxCocoa makes before `drive`. RxSwift makes none on Linux, where a thread check
    /// cannot be trusted, and this layer makes none anywhere, so code behaves as it does there.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {}

    public override func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let inline: Bool = counting.performLocked {
            unfinished += 1
            return unfinished == 1 && MainQueueProbe.onMainQueue
        }
        if inline {
            defer { finishedOne() }
            return action(state)
        }
        // Queued work counts as unfinished until its turn comes, even when it was cancelled.
        let outcome = SingleAssignmentDisposable()
        workQueue.async { [self] in
            defer { finishedOne() }
            if !outcome.isDisposed { outcome.setDisposable(action(state)) }
        }
        return outcome
    }

    private func finishedOne() {
        counting.performLocked { unfinished -= 1 }
    }
}
