import Dispatch
import Foundation

extension DispatchQueue {
    private static let mainQueueKey: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()

    /// Whether the code runs on the main queue (the main thread's top-level code included), as
    /// RxSwift tests it: by a key set on the main queue, not by the thread.
    static var rxIsMain: Bool {
        getSpecific(key: mainQueueKey) != nil
    }
}

/// The main queue. `instance` runs work at once when called on the main thread with nothing of
/// its own still queued, and otherwise queues it on the main queue; `asyncInstance` always
/// queues.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    private let lock = RecursiveLock()
    private var numberEnqueued = 0

    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// Runs work at once when it can (see the type's description).
    public static let instance = MainScheduler()

    /// Always queues work on the main queue.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Stops the program unless running on the main queue.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !DispatchQueue.rxIsMain {
            fatalError(errorMessage ?? "Executing on background thread. Please use `MainScheduler.instance.schedule` to schedule work on main thread.")
        }
    }

    /// RxCocoa's check before `drive`. RxSwift skips it on Linux (no reliable main-thread test
    /// there), and so does this layer, so code behaves as it does with RxSwift on Linux.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {}

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let previous: Int = lock.performLocked {
            defer { numberEnqueued += 1 }
            return numberEnqueued
        }
        if DispatchQueue.rxIsMain && previous == 0 {
            let disposable = action(state)
            lock.performLocked { numberEnqueued -= 1 }
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        DispatchQueue.main.async {
            if !cancel.isDisposed {
                cancel.setDisposable(action(state))
            }
            self.lock.performLocked { self.numberEnqueued -= 1 }
        }
        return cancel
    }
}

/// Like `MainScheduler`, for work that may run concurrently: on the main thread it runs at once,
/// elsewhere it goes to the main queue.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
    private let mainScheduler: MainScheduler

    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    public var now: RxTime { mainScheduler.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if DispatchQueue.rxIsMain {
            return action(state)
        }
        let cancel = SingleAssignmentDisposable()
        DispatchQueue.main.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// Runs work as operations on an `OperationQueue`.
public class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    public let operationQueue: OperationQueue
    public let queuePriority: Operation.QueuePriority

    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let operation = BlockOperation {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }
}
