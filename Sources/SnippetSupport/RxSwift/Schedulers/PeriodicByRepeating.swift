import Foundation

public extension SchedulerType {
    /// Periodic work for schedulers without a timer of their own: each run first books the next
    /// one, a period from now, then calls `action`. Booking first is what RxSwift's virtual-time
    /// schedulers show: work the action books for the same moment comes after the next run.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        // A fast scheduler may start the next run before this one returns: the lock keeps the
        // state's hand-over in order.
        let guardState = RecursiveLock()
        var carried = state
        return scheduleRecursive((), dueTime: startAfter) { _, again in
            again((), period)
            guardState.performLocked { carried = action(carried) }
        }
    }
}
