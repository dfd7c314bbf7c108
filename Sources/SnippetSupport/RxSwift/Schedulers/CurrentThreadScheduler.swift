import Foundation

/// The trampoline: the first piece of work scheduled on a thread runs at once; work scheduled
/// while it runs is queued and run, in order, when it returns. Subscriptions go through it
/// (`BodyObservable`), and so do the sequence sources (`of`, `from`, `range`…) by default.
public final class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    public static let instance = CurrentThreadScheduler()

    /// The per-thread queue of waiting work (nil when nothing runs on the trampoline).
    private final class Queue {
        var items: [ScheduledItem] = []
    }

    private final class ScheduledItem {
        let run: () -> Disposable
        let disposable = SingleAssignmentDisposable()
        init(_ run: @escaping () -> Disposable) { self.run = run }
        func invoke() {
            guard !disposable.isDisposed else { return }
            disposable.setDisposable(run())
        }
    }

    private static let queueKey = "sitegen.RxSwift.CurrentThreadScheduler.queue"
    private static let runningKey = "sitegen.RxSwift.CurrentThreadScheduler.running"

    private static var queue: Queue? {
        get { Thread.current.threadDictionary[queueKey] as? Queue }
        set { Thread.current.threadDictionary[queueKey] = newValue }
    }

    /// True when nothing runs on this thread's trampoline: work scheduled now runs at once.
    public static var isScheduleRequired: Bool {
        Thread.current.threadDictionary[runningKey] == nil
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Self.isScheduleRequired {
            Thread.current.threadDictionary[Self.runningKey] = true
            defer {
                Thread.current.threadDictionary[Self.runningKey] = nil
                Self.queue = nil
            }
            let disposable = action(state)
            // Drain what the action (and what it ran) queued.
            while let queue = Self.queue, !queue.items.isEmpty {
                let item = queue.items.removeFirst()
                item.invoke()
            }
            return disposable
        }
        let queue = Self.queue ?? Queue()
        Self.queue = queue
        let item = ScheduledItem { action(state) }
        queue.items.append(item)
        return item.disposable
    }
}
