import Dispatch
import Foundation

/// Durations, as in RxSwift: `.seconds(1)`, `.milliseconds(300)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// Points in time, as in RxSwift.
public typealias RxTime = Date

/// Runs work now (or as soon as it can, in order).
public protocol ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// Runs work now or later, and knows the time.
public protocol SchedulerType: ImmediateSchedulerType {
    var now: RxTime { get }
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}

public extension SchedulerType {
    /// Periodic work by rescheduling after each run (schedulers with a native timer override it).
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let serial = SerialDisposable()
        let lock = RecursiveLock()
        nonisolated(unsafe) var current = state
        func next(after delay: RxTimeInterval) {
            serial.disposable = scheduleRelative((), dueTime: delay) { _ in
                guard !serial.isDisposed else { return Disposables.create() }
                lock.performLocked { current = action(current) }
                next(after: period)
                return Disposables.create()
            }
        }
        next(after: startAfter)
        return serial
    }
}

public extension ImmediateSchedulerType {
    /// Runs `action` now and again each time it calls `recurse` with a new state, without growing
    /// the stack when the scheduler queues (the trampoline does).
    func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let group = CompositeDisposable()
        func step(_ state: State) {
            // The action may run on another thread while this one is still registering it.
            let lock = RecursiveLock()
            var key: CompositeDisposable.DisposeKey?
            var ran = false
            let disposable = schedule(state) { state -> Disposable in
                lock.performLocked {
                    ran = true
                    if let key { group.remove(for: key) }
                }
                guard !group.isDisposed else { return Disposables.create() }
                action(state) { next in step(next) }
                return Disposables.create()
            }
            lock.performLocked {
                if !ran { key = group.insert(disposable) }
            }
        }
        step(state)
        return group
    }
}

public extension SchedulerType {
    /// Like `scheduleRecursive`, but each step says how long to wait before the next.
    func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void) -> Disposable {
        let group = CompositeDisposable()
        func step(_ state: State, after delay: RxTimeInterval) {
            let lock = RecursiveLock()
            var key: CompositeDisposable.DisposeKey?
            var ran = false
            let disposable = scheduleRelative(state, dueTime: delay) { state -> Disposable in
                lock.performLocked {
                    ran = true
                    if let key { group.remove(for: key) }
                }
                guard !group.isDisposed else { return Disposables.create() }
                action(state) { next, delay in step(next, after: delay) }
                return Disposables.create()
            }
            lock.performLocked {
                if !ran { key = group.insert(disposable) }
            }
        }
        step(state, after: dueTime)
        return group
    }
}
