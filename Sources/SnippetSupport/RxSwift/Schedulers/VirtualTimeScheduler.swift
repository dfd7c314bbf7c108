import Foundation

/// Converts between a virtual clock and real dates and intervals.
public protocol VirtualTimeConverterType {
    associatedtype VirtualTimeUnit
    associatedtype VirtualTimeIntervalUnit

    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// How two virtual times compare.
public enum VirtualTimeComparison {
    case lessThan
    case equal
    case greaterThan
}

/// A scheduler whose clock moves only when it runs work: `start()` runs everything scheduled in
/// time order (work due at the same time in the order it was scheduled), jumping the clock to
/// each item's time. Nothing waits for real time.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    public typealias VirtualTime = Converter.VirtualTimeUnit
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private final class Item {
        let time: VirtualTime
        let order: Int
        let run: () -> Disposable
        let disposable = SingleAssignmentDisposable()

        init(time: VirtualTime, order: Int, run: @escaping () -> Disposable) {
            self.time = time
            self.order = order
            self.run = run
        }
    }

    private var running = false
    private var currentClock: VirtualTime
    private var queue: [Item] = []
    private var nextOrder = 0
    private let converter: Converter

    /// The virtual clock.
    public var clock: VirtualTime { currentClock }

    /// Whether `start()` is running.
    public var isEnabled: Bool { running }

    /// The clock as a date.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    public init(initialClock: VirtualTime, converter: Converter) {
        currentClock = initialClock
        self.converter = converter
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.convertToVirtualTime(now.later(by: dueTime))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    /// Schedules `action` `dueTime` virtual units after the clock.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at the virtual `time`.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = Item(time: time, order: nextOrder) { action(state) }
        nextOrder += 1
        queue.append(item)
        return item.disposable
    }

    /// The time work scheduled with `schedule`/`scheduleRelative` for `time` actually runs at;
    /// `TestScheduler` moves work due now or in the past one tick later.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs scheduled work in time order until there is none left or `stop()` is called.
    public func start() {
        guard !running else { return }
        running = true
        while running, let item = takeNext() {
            if converter.compareVirtualTime(item.time, clock) == .greaterThan {
                currentClock = item.time
            }
            if !item.disposable.isDisposed {
                item.disposable.setDisposable(item.run())
            }
        }
        running = false
    }

    /// Stops `start()` after the work that is running.
    public func stop() {
        running = false
    }

    /// Runs the work due up to `virtualTime`, then sets the clock to it.
    public func advanceTo(_ virtualTime: VirtualTime) {
        guard !running else { return }
        running = true
        while running, let item = peekNext(), converter.compareVirtualTime(item.time, virtualTime) != .greaterThan {
            _ = takeNext()
            if converter.compareVirtualTime(item.time, clock) == .greaterThan {
                currentClock = item.time
            }
            if !item.disposable.isDisposed {
                item.disposable.setDisposable(item.run())
            }
        }
        running = false
        if converter.compareVirtualTime(virtualTime, clock) == .greaterThan {
            currentClock = virtualTime
        }
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
        if converter.compareVirtualTime(sleepTo, clock) == .lessThan {
            fatalError("Can't sleep to past.")
        }
        currentClock = sleepTo
    }

    private func peekNext() -> Item? {
        queue.indices.min { lhs, rhs in isBefore(queue[lhs], queue[rhs]) }.map { queue[$0] }
    }

    private func takeNext() -> Item? {
        queue.removeAll { $0.disposable.isDisposed }
        guard let index = queue.indices.min(by: { isBefore(queue[$0], queue[$1]) }) else { return nil }
        return queue.remove(at: index)
    }

    private func isBefore(_ lhs: Item, _ rhs: Item) -> Bool {
        switch converter.compareVirtualTime(lhs.time, rhs.time) {
        case .lessThan: true
        case .greaterThan: false
        case .equal: lhs.order < rhs.order
        }
    }
}

/// Virtual time over real dates: the clock is a `Date` and intervals are seconds.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    public typealias VirtualTimeUnit = RxTime
    public typealias VirtualTimeIntervalUnit = TimeInterval

    public init() {}

    public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }
    public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval { virtualTimeInterval }
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }
    public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime { time.addingTimeInterval(offset) }

    public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}

/// A virtual-time scheduler whose clock is a date.
open class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
