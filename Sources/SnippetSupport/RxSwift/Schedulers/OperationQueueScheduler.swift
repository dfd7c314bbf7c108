import Foundation

/// Runs each piece of work as a block operation on an `OperationQueue`, at `queuePriority`.
public class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    public let operationQueue: OperationQueue
    public let queuePriority: Operation.QueuePriority

    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let outcome = SingleAssignmentDisposable()
        let block = BlockOperation {
            if outcome.isDisposed { return }
            outcome.setDisposable(action(state))
        }
        block.queuePriority = queuePriority
        operationQueue.addOperation(block)
        return outcome
    }
}
