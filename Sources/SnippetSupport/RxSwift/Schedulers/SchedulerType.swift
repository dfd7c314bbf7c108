import Dispatch
import Foundation

/// A length of time, spelled as RxSwift spells it: `.seconds(1)`, `.milliseconds(300)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A moment, as schedulers report it through `now`.
public typealias RxTime = Date

/// Something that can be handed a piece of work to run: right away, or as soon as its turn comes.
public protocol ImmediateSchedulerType {
    /// Hands `action` over with `state`; disposing the result cancels work that has not started
    /// and disposes what the work returned.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler that also has a clock and can run work after a delay, or again and again.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's idea of the present.
    var now: RxTime { get }

    /// Runs `action` once `dueTime` has passed on this scheduler's clock.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Runs `action` after `startAfter`, then every `period`, threading the state through; until disposed.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}
