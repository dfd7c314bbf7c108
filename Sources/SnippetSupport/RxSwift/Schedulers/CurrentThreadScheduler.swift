import Foundation

/// The trampoline. On a thread where it is idle, work given to it runs at once; work given to it
/// while that runs (by the work itself, or by anything it calls) waits in a line and runs, first
/// in first out, after the running work returned. Subscriptions and the sequence sources (`of`,
/// `from`, `range`…) go through it, which is what orders nested subscriptions as RxSwift does.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The trampoline of whichever thread calls it.
    public static let instance = CurrentThreadScheduler()

    /// True while the trampoline is idle on this thread: work scheduled now would run at once.
    public static var isScheduleRequired: Bool { TrampolineTurn.active == nil }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if let turn = TrampolineTurn.active {
            return turn.line { action(state) }
        }
        let turn = TrampolineTurn()
        TrampolineTurn.active = turn
        defer { TrampolineTurn.active = nil }
        let result = action(state)
        turn.runWaiting()
        return result
    }
}
