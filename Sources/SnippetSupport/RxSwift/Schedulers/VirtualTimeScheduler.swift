import Foundation

/// A scheduler on a virtual clock that only moves when the scheduler runs its agenda: `start()`
/// performs every booked job in time order (jobs due at the same instant in the order they were
/// booked), setting the clock to each job's time on the way. Nothing waits for real time.
///
/// The agenda is an array kept sorted latest-first, so the next job is always its last element;
/// a cancelled job stays booked and is dropped when it comes up.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible {
    public typealias VirtualTime = Converter.VirtualTimeUnit
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    /// One booked job: when it is due, its place in booking order, and what it does. Disposing it
    /// before it runs cancels it; after, disposes what the job returned.
    private final class Booking: Cancelable {
        let due: VirtualTime
        let serial: Int
        private var job: (() -> Disposable)?
        private var outcome: Disposable?
        private(set) var isDisposed = false

        init(due: VirtualTime, serial: Int, job: @escaping () -> Disposable) {
            (self.due, self.serial, self.job) = (due, serial, job)
        }

        func perform() {
            guard !isDisposed, let job else { return }
            self.job = nil
            let result = job()
            if isDisposed { result.dispose() } else { outcome = result }
        }

        func dispose() {
            guard !isDisposed else { return }
            isDisposed = true
            job = nil
            let result = outcome
            outcome = nil
            result?.dispose()
        }
    }

    private let converter: Converter
    private var reading: VirtualTime
    private var agenda: [Booking] = []
    private var bookedSoFar = 0
    private var running = false

    /// The virtual clock.
    public var clock: VirtualTime { reading }

    /// The virtual clock as a date.
    public var now: RxTime { converter.convertFromVirtualTime(reading) }

    public init(initialClock: VirtualTime, converter: Converter) {
        reading = initialClock
        self.converter = converter
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let target = converter.convertToVirtualTime(now.later(by: dueTime))
        return book(at: adjustScheduledTime(target)) { action(state) }
    }

    /// Books `action` `dueTime` virtual units after the clock (not adjusted).
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        book(at: converter.offsetVirtualTime(reading, offset: dueTime)) { action(state) }
    }

    /// Books `action` at the virtual instant `time` (not adjusted).
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        book(at: time) { action(state) }
    }

    /// Where `schedule` and `scheduleRelative` actually book work meant for `time`. Subclasses
    /// move it (`TestScheduler` delays work due now or earlier by one tick).
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs the agenda until it is empty or `stop()` is called.
    public func start() {
        runAgenda(through: nil)
    }

    /// Makes a running `start()` or `advanceTo` return after the job in progress.
    public func stop() {
        running = false
    }

    /// Runs the jobs due up to and including `virtualTime`, then sets the clock to it.
    public func advanceTo(_ virtualTime: VirtualTime) {
        runAgenda(through: virtualTime)
        if order(virtualTime, reading) == .greaterThan {
            reading = virtualTime
        }
    }

    /// Moves the clock `virtualInterval` forward without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let wakeUp = converter.offsetVirtualTime(reading, offset: virtualInterval)
        precondition(order(wakeUp, reading) != .lessThan, "Can't sleep to past.")
        reading = wakeUp
    }

    /// The times of the jobs still booked (cancelled ones included until they come up), in the
    /// order they will come up: `[20, 30]`.
    public var debugDescription: String {
        "[" + agenda.reversed().map { String(describing: $0.due) }.joined(separator: ", ") + "]"
    }

    // MARK: the agenda

    private func order(_ lhs: VirtualTime, _ rhs: VirtualTime) -> VirtualTimeComparison {
        converter.compareVirtualTime(lhs, rhs)
    }

    private func book(at due: VirtualTime, job: @escaping () -> Disposable) -> Disposable {
        let booking = Booking(due: due, serial: bookedSoFar, job: job)
        bookedSoFar += 1
        // Latest first; a new booking goes before (i.e. runs after) those due at the same time.
        var low = 0, high = agenda.count
        while low < high {
            let middle = (low + high) / 2
            if order(agenda[middle].due, due) == .greaterThan {
                low = middle + 1
            } else {
                high = middle
            }
        }
        agenda.insert(booking, at: low)
        return booking
    }

    private func nextBooking(through limit: VirtualTime?) -> Booking? {
        while let last = agenda.last, last.isDisposed {
            agenda.removeLast()
        }
        guard let last = agenda.last else { return nil }
        if let limit, order(last.due, limit) == .greaterThan { return nil }
        return agenda.removeLast()
    }

    private func runAgenda(through limit: VirtualTime?) {
        guard !running else { return }
        running = true
        defer { running = false }
        while running, let booking = nextBooking(through: limit) {
            if order(booking.due, reading) == .greaterThan {
                reading = booking.due
            }
            booking.perform()
        }
    }
}
