import Foundation

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
