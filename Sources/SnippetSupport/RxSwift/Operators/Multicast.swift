/// One connection of a `Multicast`. Forgetting it (so that the next `connect` starts a new one,
/// with a fresh subject where each connection gets one) and letting its source go are two steps:
/// `refCount` forgets it under its own lock, together with ending its count, so no subscriber can
/// join the old subject in between; the source is let go after the lock is released.
final class MulticastConnection: Cancelable, @unchecked Sendable {
    private let subscription = SingleAssignmentDisposable()
    private let forget: (MulticastConnection) -> Void

    fileprivate init(forget: @escaping (MulticastConnection) -> Void) {
        self.forget = forget
    }

    fileprivate func start(_ connection: Disposable) {
        subscription.setDisposable(connection)
    }

    /// Stops being the multicast's connection; the source stays subscribed.
    func detach() { forget(self) }

    var isDisposed: Bool { subscription.isDisposed }

    func dispose() {
        detach()
        subscription.dispose()
    }
}

final class Multicast<Element, Subject: SubjectType>: ConnectableObservable<Subject.Element>, @unchecked Sendable where Subject.Observer.Element == Element {
    private let source: Observable<Element>
    private let makeSubject: () -> Subject
    /// Whether a connection that ends drops its subject, so the next one starts afresh.
    private let freshSubjectPerConnection: Bool
    private let lock = RecursiveLock()
    private var subject: Subject?
    private var connection: MulticastConnection?

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

    /// One connection at a time, decided under the lock; the source is subscribed once the lock
    /// is released, since its subscribe code may wait on a lock held by a thread that is itself
    /// waiting for ours (to reach the subject). Disposing the connection before that subscription
    /// is made ends it as soon as it is.
    override func connect() -> Disposable {
        let (made, subject, isNew): (MulticastConnection, Subject, Bool) = lock.performLocked {
            if let connection { return (connection, currentSubject, false) }
            let subject = currentSubject
            let made = MulticastConnection { [weak self] made in
                guard let self else { return }
                self.lock.performLocked {
                    guard self.connection === made else { return }
                    self.connection = nil
                    if self.freshSubjectPerConnection { self.subject = nil }
                }
            }
            connection = made
            return (made, subject, true)
        }
        guard isNew else { return made }
        // The connection is over before its end is passed on, so whoever connects or subscribes
        // again on hearing it starts a new one (with a fresh subject when each connection gets
        // one: `share(scope: .whileConnected)`).
        let forward = subject.asObserver()
        made.start(source.subscribe(AnyObserver<Element> { event in
            if event.isStopEvent { made.dispose() }
            forward.on(event)
        }))
        return made
    }
}
