/// An observable that starts its source only when `connect()` is called, sharing it through a
/// subject among all subscribers.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    override init() {}

    public func connect() -> Disposable {
        fatalError("Abstract method")
    }
}

/// Something with a shared connection to start.
public protocol ConnectableObservableType: ObservableType {
    func connect() -> Disposable
}

final class Multicast<Element, Subject: SubjectType>: ConnectableObservable<Subject.Element>, @unchecked Sendable where Subject.Observer.Element == Element {
    private let source: Observable<Element>
    private let makeSubject: () -> Subject
    /// Whether a connection that ends drops its subject, so the next one starts afresh.
    private let freshSubjectPerConnection: Bool
    private let lock = RecursiveLock()
    private var subject: Subject?
    private var connection: Disposable?

    init(source: Observable<Element>, freshSubjectPerConnection: Bool, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.freshSubjectPerConnection = freshSubjectPerConnection
        self.makeSubject = makeSubject
    }

    /// The subject in use, or a fresh one after the previous connection ended.
    private var currentSubject: Subject {
        lock.performLocked {
            if let subject { return subject }
            let made = makeSubject()
            subject = made
            return made
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Subject.Element {
        currentSubject.subscribe(observer)
    }

    override func connect() -> Disposable {
        lock.performLocked {
            if let connection { return connection }
            let subject = currentSubject
            let single = SingleAssignmentDisposable()
            let made = Disposables.create { [weak self] in
                single.dispose()
                guard let self else { return }
                self.lock.performLocked {
                    self.connection = nil
                    if self.freshSubjectPerConnection { self.subject = nil }
                }
            }
            connection = made
            // The connection ends with the source: a terminal event disposes it.
            let forward = subject.asObserver()
            // The connection is over before its end is passed on, so whoever connects or
            // subscribes again on hearing it starts a new one (with a fresh subject when each
            // connection gets one: `share(scope: .whileConnected)`).
            single.setDisposable(source.subscribe(AnyObserver<Element> { event in
                if event.isStopEvent { made.dispose() }
                forward.on(event)
            }))
            return made
        }
    }
}

public extension ObservableType {
    /// Shares one subscription to the source through a subject `makeSubject` makes, once
    /// `connect()` is called; each new connection gets a fresh subject.
    func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), freshSubjectPerConnection: true, makeSubject: makeSubject)
    }

    /// Shares through `subject`, once `connect()` is called.
    func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), freshSubjectPerConnection: false, makeSubject: { subject })
    }

    /// For each subscriber: a subject from `subjectSelector` shares the source with whatever
    /// `selector` builds on it; the subscriber gets that, and the source is connected right after.
    /// A throwing selector fails the subscription.
    func multicast<Subject: SubjectType, Result>(_ subjectSelector: @escaping () throws -> Subject, selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Observable.create { observer in
            do {
                let subject = try subjectSelector()
                let shared = Multicast(source: source, freshSubjectPerConnection: false, makeSubject: { subject })
                let built = try selector(shared.asObservable())
                let subscription = built.subscribe(observer)
                let connection = shared.connect()
                return Disposables.create(subscription, connection)
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
        }
    }

    /// Shares through a `PublishSubject`, once `connect()` is called; each connection after a
    /// disconnection gets a fresh subject (subscribers of the old one hear nothing more).
    func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// Shares through a `ReplaySubject` of `bufferSize`, once `connect()` is called; a fresh one
    /// per connection, as with `publish()`.
    func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// Shares through an unbounded `ReplaySubject`, once `connect()` is called; a fresh one per
    /// connection.
    func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }

    /// One shared subscription to the source while anyone is subscribed. `replay` values are
    /// replayed to late subscribers. `.whileConnected` (the default) starts afresh after the
    /// last subscriber leaves or the source ends; `.forever` keeps one subject for good.
    func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch scope {
        case .forever:
            switch replay {
            case 0: return multicast(PublishSubject()).refCount()
            default: return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
            }
        case .whileConnected:
            switch replay {
            case 0: return multicast(makeSubject: { PublishSubject() }).refCount()
            default: return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
            }
        }
    }
}

/// How long `share` keeps its subject.
public enum SubjectLifetimeScope {
    /// A new subject for each connection: late subscribers after completion resubscribe the
    /// source.
    case whileConnected
    /// One subject for good: late subscribers after completion hear what it replays and the end.
    case forever
}

public extension ConnectableObservableType {
    /// Connects when the first subscriber comes and disconnects when the last leaves.
    func refCount() -> Observable<Element> {
        let counter = RefCount(self)
        return BodyObservable { outlet in counter.join(outlet) }
    }
}

final class RefCount<Source: ConnectableObservableType>: @unchecked Sendable {
    private let source: Source
    private let lock = RecursiveLock()
    private var count = 0
    private var connection: Disposable?
    private var connectionID = 0

    init(_ source: Source) {
        self.source = source
    }

    /// Adds a subscriber, connecting the source for the first one.
    func join(_ outlet: Outlet<Source.Element>) -> Disposable {
        lock.performLocked {
            let id = connectionID
            var subscriptionRef: Disposable?
            let subscription = source.subscribe(AnyObserver<Source.Element> { [weak self] event in
                if event.isStopEvent, let self {
                    // The source ended: the connection is over before the end is passed on, so
                    // whoever subscribes on hearing it starts a new one.
                    let ended: Disposable? = self.lock.performLocked {
                        guard id == self.connectionID else { return nil }
                        let ended = self.connection
                        self.connection = nil
                        self.count = 0
                        self.connectionID += 1
                        return ended
                    }
                    ended?.dispose()
                }
                outlet.on(event)
            })
            subscriptionRef = subscription
            count += 1
            if count == 1 && id == connectionID {
                let made = source.connect()
                if id == connectionID {
                    connection = made
                } else {
                    // The source ended while connecting: that connection is over already.
                    made.dispose()
                }
            }
            let release = Disposables.create { [weak self] in
                subscriptionRef?.dispose()
                guard let self else { return }
                self.lock.performLocked {
                    guard id == self.connectionID else { return }
                    self.count -= 1
                    if self.count == 0 {
                        self.connection?.dispose()
                        self.connection = nil
                        self.connectionID += 1
                    }
                }
            }
            return release
        }
    }
}
