/// What `observe(on:)` puts between a source and its observer: events are posted from any thread
/// and delivered one at a time, in order, by work on the scheduler. While a run of deliveries is
/// going on, new events join its queue instead of scheduling another run.
final class Mailbox<Element>: Disposable, @unchecked Sendable {
    private let scheduler: ImmediateSchedulerType
    private let deliver: (Event<Element>) -> Void
    private let state = RecursiveLock()
    private var waiting: [Event<Element>] = []
    private var running = false
    private var closed = false
    private let run = SerialDisposable()

    init(scheduler: ImmediateSchedulerType, deliver: @escaping (Event<Element>) -> Void) {
        self.scheduler = scheduler
        self.deliver = deliver
    }

    func post(_ event: Event<Element>) {
        let startRun: Bool = state.performLocked {
            waiting.append(event)
            guard !running else { return false }
            running = true
            return true
        }
        if startRun {
            run.disposable = scheduler.scheduleRecursive(()) { [self] _, again in
                if let event = take() {
                    deliver(event)
                    again(())
                }
            }
        }
    }

    /// The next event to deliver, or nil (ending the run) when none waits or we are closed.
    private func take() -> Event<Element>? {
        state.performLocked {
            if closed || waiting.isEmpty {
                running = false
                return nil
            }
            return waiting.removeFirst()
        }
    }

    func dispose() {
        state.performLocked { closed = true }
        run.dispose()
    }
}
