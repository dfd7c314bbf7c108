import Dispatch
import Foundation

/// Runs work one piece at a time, in order, on a serial dispatch queue. Given a concurrent queue
/// (the `queue:` and `qos:` initialisers), it makes a serial queue of its own that targets it.
public class SerialDispatchQueueScheduler: SchedulerType, DispatchQueueBacked {
    let workQueue: DispatchQueue
    let timerLeeway: DispatchTimeInterval

    /// The wall clock.
    public var now: RxTime { Date() }

    /// Uses `serialQueue` as it is; it has to be serial.
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        workQueue = serialQueue
        timerLeeway = leeway
    }

    /// Makes a serial queue labelled `internalSerialQueueName`, lets `serialQueueConfiguration`
    /// adjust it, and uses it.
    public convenience init(internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        let made = DispatchQueue(label: internalSerialQueueName)
        serialQueueConfiguration?(made)
        self.init(serialQueue: made, leeway: leeway)
    }

    /// Makes a serial queue that feeds the global queue of quality `qos`.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial", leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        self.init(queue: .global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName, leeway: leeway)
    }

    /// Makes a serial queue that feeds `queue` (which may be concurrent).
    public convenience init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
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
