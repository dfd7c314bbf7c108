import RxSwift

/// The subscription intervals of one test observable, in subscription order: each entry opens
/// at subscribe and is closed once, at dispose.
final class SubscriptionLedger {
    private var opened: [TestTime] = []
    private var closed: [TestTime?] = []

    /// Writes down a subscription opening at `tick`; returns its line.
    func open(at tick: TestTime) -> Int {
        opened.append(tick)
        closed.append(nil)
        return opened.count - 1
    }

    func close(line: Int, at tick: TestTime) {
        if closed[line] == nil { closed[line] = tick }
    }

    var intervals: [Subscription] {
        zip(opened, closed).map { start, end in
            end.map { Subscription(start, $0) } ?? Subscription(start)
        }
    }
}

/// An observable for tests, made by `TestScheduler.createHotObservable` or
/// `createColdObservable`: it plays its recorded events and keeps when each subscriber came and
/// left (`subscriptions`).
///
/// A hot one books every event at its absolute tick when it is made and hands it to the
/// audience present then; a cold one books the events anew for each subscriber, each tick
/// counted from that subscription, and cancels what is left when the subscriber leaves. Neither
/// polices the sequence grammar: events play as recorded.
public class TestableObservable<Element>: ObservableType {
    enum Mode {
        case hot, cold
    }

    /// The events it plays.
    public internal(set) var recordedEvents: [Recorded<Event<Element>>]

    /// When each subscription began and ended (`Int.max`: not ended).
    public var subscriptions: [Subscription] { ledger.intervals }

    private let mode: Mode
    private let scheduler: TestScheduler
    private let ledger = SubscriptionLedger()
    /// A hot observable's present subscribers, in arrival order, each under its own number.
    private var audience: [(seat: Int, listener: AnyObserver<Element>)] = []
    private var seatsGiven = 0
    /// Its row in a marble diagram of the run, when one is recorded (`MarbleLog`).
    private let marbleLine = MarbleLog.newLine(.observable)

    init(playing events: [Recorded<Event<Element>>], on scheduler: TestScheduler, mode: Mode) {
        recordedEvents = events
        self.scheduler = scheduler
        self.mode = mode
        if mode == .hot {
            for recorded in events {
                scheduler.scheduleAt(recorded.time) { [weak self] in
                    self?.broadcast(recorded.value)
                }
            }
        }
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let line = ledger.open(at: scheduler.clock)
        let release: Disposable
        switch mode {
        case .hot:
            let seat = seatsGiven
            seatsGiven += 1
            audience.append((seat, AnyObserver(observer)))
            release = Disposables.create { [weak self] in
                self?.audience.removeAll { $0.seat == seat }
            }
        case .cold:
            let bookings = CompositeDisposable()
            let line = marbleLine, scheduler = self.scheduler
            // Whether this subscription played its completion or error: leaving before that is
            // a cancellation, which a marble diagram shows where the line stops.
            var ended = false
            for recorded in recordedEvents {
                let event = recorded.value
                _ = bookings.insert(scheduler.scheduleRelativeVirtual(event, dueTime: recorded.time) { event in
                    MarbleLog.record(event, line: line, time: scheduler.clock)
                    if event.isStopEvent { ended = true }
                    observer.on(event)
                    return Disposables.create()
                })
            }
            release = Disposables.create {
                if !ended { MarbleLog.recordCancellation(line: line, time: scheduler.clock) }
                bookings.dispose()
            }
        }
        return Disposables.create { [weak self] in
            release.dispose()
            guard let self else { return }
            self.ledger.close(line: line, at: self.scheduler.clock)
        }
    }

    private func broadcast(_ event: Event<Element>) {
        MarbleLog.record(event, line: marbleLine, time: scheduler.clock)
        for member in audience {
            member.listener.on(event)
        }
    }
}

/// An observer that writes down each event it hears with the scheduler's tick.
public final class TestableObserver<Element>: ObserverType {
    /// What it heard, and when.
    public fileprivate(set) var events: [Recorded<Event<Element>>] = []

    public func on(_ event: Event<Element>) {
        let tick = clock.clock
        events.append(Recorded(time: tick, value: event))
        MarbleLog.record(event, line: marbleLine, time: tick)
    }

    private let clock: TestScheduler
    /// Its row in a marble diagram of the run, when one is recorded (`MarbleLog`).
    private let marbleLine = MarbleLog.newLine(.observer)

    init(clock: TestScheduler) { self.clock = clock }
}
