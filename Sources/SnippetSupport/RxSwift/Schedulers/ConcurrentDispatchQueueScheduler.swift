import Dispatch
import Foundation

/// Runs work on a dispatch queue that may run several pieces at once (a serial queue works too).
public class ConcurrentDispatchQueueScheduler: SchedulerType, DispatchQueueBacked {
    let workQueue: DispatchQueue
    let timerLeeway: DispatchTimeInterval

    /// The wall clock.
    public var now: RxTime { Date() }

    /// Uses `queue`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        workQueue = queue
        timerLeeway = leeway
    }

    /// Uses the global queue of quality `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        self.init(queue: .global(qos: qos.qosClass), leeway: leeway)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        enqueue(state, action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        enqueue(state, after: dueTime, action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        enqueueRepeating(state, firstAfter: startAfter, every: period, action)
    }
}
