import RxSwift

/// An observable for tests that records when it was subscribed and unsubscribed.
public class TestableObservable<Element>: ObservableType {
    /// The events it sends.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// Each subscription's interval.
    public internal(set) var subscriptions: [Subscription] = []

    let testScheduler: TestScheduler

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("Abstract method")
    }

    func recordUnsubscribe(at index: Int) {
        let subscription = subscriptions[index]
        subscriptions[index] = Subscription(subscription.subscribe, testScheduler.clock)
    }
}

/// Sends its events at their absolute times to whoever is subscribed at that moment.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [(key: Int, observer: AnyObserver<Element>)] = []
    private var nextKey = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) { [unowned self] in
                for entry in observers {
                    entry.observer.on(recorded.value)
                }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers.append((key, AnyObserver(observer)))
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.observers.removeAll { $0.key == key }
            self.recordUnsubscribe(at: index)
        }
    }
}

/// Sends its events at their times counted from each subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            _ = scheduled.insert(testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                observer.on(recorded.value)
                return Disposables.create()
            })
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            self?.recordUnsubscribe(at: index)
        }
    }
}

/// Records every event it hears with the scheduler's clock.
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler
    /// What it heard, and when.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
