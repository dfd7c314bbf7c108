import RxSwift

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
            let marbles = marbleLine, scheduler = self.scheduler
            // Whether this subscription played its completion or error: leaving before that is
            // a cancellation, which a marble diagram shows where the line stops.
            var ended = false
            for recorded in recordedEvents {
                let event = recorded.value
                _ = bookings.insert(scheduler.scheduleRelativeVirtual(event, dueTime: recorded.time) { event in
                    MarbleLog.record(event, line: marbles, time: scheduler.clock)
                    if event.isStopEvent { ended = true }
                    observer.on(event)
                    return Disposables.create()
                })
            }
            release = Disposables.create {
                if !ended { MarbleLog.recordCancellation(line: marbles, time: scheduler.clock) }
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
