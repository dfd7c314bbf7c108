import Dispatch
import Foundation

/// The main queue for work that does not need `MainScheduler`'s strict order: on the main queue
/// work runs straight away, from anywhere else it joins the main queue. Timed work goes through
/// `MainScheduler`.
public final class ConcurrentMainScheduler: SchedulerType {
    private let timed: MainScheduler

    private init(timed: MainScheduler) {
        self.timed = timed
    }

    /// The one instance.
    public static let instance = ConcurrentMainScheduler(timed: MainScheduler.instance)

    public var now: RxTime { timed.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if MainQueueProbe.onMainQueue { return action(state) }
        let outcome = SingleAssignmentDisposable()
        DispatchQueue.main.async {
            guard !outcome.isDisposed else { return }
            outcome.setDisposable(action(state))
        }
        return outcome
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        timed.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        timed.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
