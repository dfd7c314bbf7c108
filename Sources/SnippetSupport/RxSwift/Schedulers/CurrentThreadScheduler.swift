import Foundation

/// The trampoline. On a thread where it is idle, work given to it runs at once; work given to it
/// while that runs (by the work itself, or by anything it calls) waits in a line and runs, first
/// in first out, after the running work returned. Subscriptions and the sequence sources (`of`,
/// `from`, `range`…) go through it, which is what orders nested subscriptions as RxSwift does.
public final class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
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

/// One busy spell of the trampoline on one thread: the work that waits its turn.
final class TrampolineTurn {
    /// A piece of waiting work and the slot that will hold what it returns (or cancel it).
    private struct Waiting {
        let work: () -> Disposable
        let outcome: SingleAssignmentDisposable
    }

    private var waiting: [Waiting] = []
    private var next = 0

    /// Puts `work` at the end of the line.
    func line(_ work: @escaping () -> Disposable) -> Disposable {
        let outcome = SingleAssignmentDisposable()
        waiting.append(Waiting(work: work, outcome: outcome))
        return outcome
    }

    /// Runs the line until it is empty, including work added meanwhile.
    func runWaiting() {
        while next < waiting.count {
            let item = waiting[next]
            next += 1
            if !item.outcome.isDisposed { item.outcome.setDisposable(item.work()) }
        }
        waiting.removeAll()
        next = 0
    }

    /// The turn in progress on the calling thread, kept in a thread-specific slot. The slot does
    /// not own the turn: `schedule` holds it for as long as it is installed.
    static var active: TrampolineTurn? {
        get {
            guard let raw = pthread_getspecific(slot) else { return nil }
            return Unmanaged<TrampolineTurn>.fromOpaque(raw).takeUnretainedValue()
        }
        set {
            pthread_setspecific(slot, newValue.map { Unmanaged.passUnretained($0).toOpaque() })
        }
    }

    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        guard pthread_key_create(&key, nil) == 0 else { fatalError("no thread-specific slot for the trampoline") }
        return key
    }()
}
