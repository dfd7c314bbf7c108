import Foundation

/// Runs each piece of work as an operation on an `OperationQueue`, at `queuePriority`; how many
/// run at once is the queue's `maxConcurrentOperationCount`.
public class OperationQueueScheduler: ImmediateSchedulerType {
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        (self.operationQueue, self.queuePriority) = (operationQueue, queuePriority)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let outcome = SingleAssignmentDisposable()
        let operation = BlockOperation()
        operation.queuePriority = queuePriority
        operation.addExecutionBlock {
            guard !outcome.isDisposed else { return }
            outcome.setDisposable(action(state))
        }
        operationQueue.addOperation(operation)
        // Disposing early also tells the queue it may skip the operation.
        return Disposables.create { operation.cancel(); outcome.dispose() }
    }

    /// The queue the operations go to.
    public let operationQueue: OperationQueue

    /// The priority each operation gets.
    public let queuePriority: Operation.QueuePriority
}
