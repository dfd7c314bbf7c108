import Dispatch
import Foundation

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinite).
    var rxSeconds: TimeInterval {
        switch self {
        case .seconds(let value): TimeInterval(value)
        case .milliseconds(let value): TimeInterval(value) / 1_000
        case .microseconds(let value): TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): TimeInterval(value) / 1_000_000_000
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}

extension DispatchTimeInterval {
    /// What is left of this interval after the time between two dates, counted in this
    /// interval's own unit and rounded to a whole unit, never below zero. RxSwift computes the
    /// remaining wait of `throttle` and `delay` this way, so `.seconds(1)` less 0.1 s is still
    /// `.seconds(1)`; code written for RxSwift sees the same timing here.
    func rxRemaining(after earlier: Date, until later: Date) -> DispatchTimeInterval {
        let elapsed = later.timeIntervalSince(earlier)
        func reduce(_ value: Int, _ unitsPerSecond: Double) -> Int {
            let remainder = Double(value) - elapsed * unitsPerSecond
            return remainder > 0 ? Int(remainder.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case .seconds(let value): return .seconds(reduce(value, 1))
        case .milliseconds(let value): return .milliseconds(reduce(value, 1_000))
        case .microseconds(let value): return .microseconds(reduce(value, 1_000_000))
        case .nanoseconds(let value): return .nanoseconds(reduce(value, 1_000_000_000))
        case .never: return .never
        @unknown default: return self
        }
    }

    /// Is this a zero interval?
    var rxIsNow: Bool {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value): value == 0
        case .never: false
        @unknown default: false
        }
    }
}

extension Date {
    func rxAdding(_ interval: RxTimeInterval) -> Date {
        addingTimeInterval(interval.rxSeconds)
    }
}

/// Scheduling on a dispatch queue: `schedule` is `async`, relative and periodic work use dispatch
/// timers. Shared by the dispatch-queue schedulers.
struct DispatchQueueScheduling {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let compositeDisposable = CompositeDisposable()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + dueTime, leeway: leeway)
        // The timer is cancelled with the disposable; the handler keeps it alive until then.
        var timerReference: DispatchSourceTimer? = timer
        let cancelTimer = Disposables.create {
            timerReference?.cancel()
            timerReference = nil
        }
        timer.setEventHandler {
            if compositeDisposable.isDisposed { return }
            _ = compositeDisposable.insert(action(state))
            cancelTimer.dispose()
        }
        timer.resume()
        _ = compositeDisposable.insert(cancelTimer)
        return compositeDisposable
    }

    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        var timerState = state
        var timerReference: DispatchSourceTimer? = timer
        let cancelTimer = Disposables.create {
            timerReference?.cancel()
            timerReference = nil
        }
        timer.setEventHandler {
            if cancelTimer.isDisposed { return }
            timerState = action(timerState)
        }
        timer.resume()
        return cancelTimer
    }
}

/// Runs work in order on one serial queue.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    let scheduling: DispatchQueueScheduling

    public var now: RxTime { Date() }

    /// Schedules on `serialQueue`, which must be serial.
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        scheduling = DispatchQueueScheduling(queue: serialQueue, leeway: leeway)
    }

    /// Schedules on a new serial queue named `internalSerialQueueName`.
    public convenience init(internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Schedules on a new serial queue that targets a global queue of quality `qos`.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial", leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName, leeway: leeway)
    }

    /// Schedules on a new serial queue that targets `queue`.
    public convenience init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleInternal(state, action: action)
    }

    func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduling.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduling.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        scheduling.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// Runs work on a concurrent queue, possibly at the same time.
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    let scheduling: DispatchQueueScheduling

    public var now: RxTime { Date() }

    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        scheduling = DispatchQueueScheduling(queue: queue, leeway: leeway)
    }

    /// Schedules on the global queue of quality `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduling.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduling.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        scheduling.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
