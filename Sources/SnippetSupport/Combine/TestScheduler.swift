import Foundation
import OpenCombine
import OpenCombineDispatch

/// A scheduler whose clock moves only when told: work scheduled on it runs during
/// `advance(by:)`/`advance(to:)`/`run()`, in time order (work due at the same instant in the
/// order it was scheduled), with `now` set to each item's time. `debounce`, `throttle`, `delay`
/// and `timeout` become deterministic and instant. The API follows pointfreeco's
/// combine-schedulers (`DispatchQueue.test`), written here for OpenCombine's `Scheduler`.
public final class TestScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler, @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
    private struct Item {
        let sequence: Int
        let date: SchedulerTimeType
        let action: () -> Void
    }

    private let lock = NSRecursiveLock()
    private var items: [Item] = []
    private var nextSequence = 0
    private var currentNow: SchedulerTimeType

    /// The scheduler's clock.
    public var now: SchedulerTimeType {
        lock.lock()
        defer { lock.unlock() }
        return currentNow
    }

    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// A scheduler whose clock starts at `now`.
    public init(now: SchedulerTimeType) {
        currentNow = now
    }

    /// Moves the clock forward by `stride`, running the work due on the way.
    public func advance(by stride: SchedulerTimeType.Stride = .zero) {
        advance(to: now.advanced(by: stride))
    }

    /// Moves the clock to `instant`, running the work due on the way (including work that the
    /// work schedules within the window).
    public func advance(to instant: SchedulerTimeType) {
        while let item = takeItem(dueBy: instant) {
            lock.lock()
            if item.date > currentNow { currentNow = item.date }
            lock.unlock()
            item.action()
        }
        lock.lock()
        if instant > currentNow { currentNow = instant }
        lock.unlock()
    }

    /// Runs everything scheduled, moving the clock as far as needed (not for repeating work
    /// that never stops).
    public func run() {
        while let next = nextDate() {
            advance(to: next)
        }
    }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        enqueue(at: now, action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        enqueue(at: date, action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let cancelled = CancelFlag()
        func repeatAt(_ date: SchedulerTimeType) {
            enqueue(at: date) {
                guard !cancelled.isSet else { return }
                action()
                repeatAt(date.advanced(by: interval))
            }
        }
        repeatAt(date)
        return AnyCancellable { cancelled.set() }
    }

    private func enqueue(at date: SchedulerTimeType, _ action: @escaping () -> Void) {
        lock.lock()
        items.append(Item(sequence: nextSequence, date: date, action: action))
        nextSequence += 1
        lock.unlock()
    }

    private func nextDate() -> SchedulerTimeType? {
        lock.lock()
        defer { lock.unlock() }
        return items.map(\.date).min()
    }

    private func takeItem(dueBy instant: SchedulerTimeType) -> Item? {
        lock.lock()
        defer { lock.unlock() }
        let due = items.indices.filter { items[$0].date <= instant }
        guard let index = due.min(by: { (items[$0].date, items[$0].sequence) < (items[$1].date, items[$1].sequence) }) else { return nil }
        return items.remove(at: index)
    }
}

private final class CancelFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}

/// A test scheduler with the time types of scheduler `S` (`TestSchedulerOf<DispatchQueue>`).
public typealias TestSchedulerOf<S: Scheduler> = TestScheduler<S.SchedulerTimeType, S.SchedulerOptions>

extension DispatchQueue {
    /// A test scheduler that stands in for a dispatch queue.
    public static var test: TestSchedulerOf<DispatchQueue> {
        TestScheduler(now: .init(.init(uptimeNanoseconds: 1)))
    }
}

extension Scheduler {
    /// A `TestScheduler` with this scheduler's time types, starting at this scheduler's `now`.
    public static func testScheduler(now: SchedulerTimeType) -> TestSchedulerOf<Self> {
        TestScheduler(now: now)
    }
}
