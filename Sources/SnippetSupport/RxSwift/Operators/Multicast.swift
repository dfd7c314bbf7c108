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

    /// One connection at a time, decided under the lock; the source is subscribed once the lock
    /// is released, since its subscribe code may wait on a lock held by a thread that is itself
    /// waiting for ours (to reach the subject). Disposing the connection before that subscription
    /// is made ends it as soon as it is.
    override func connect() -> Disposable {
        let started: (connection: Disposable, start: (() -> Void)?) = lock.performLocked {
            if let connection { return (connection, nil) }
            let subject = currentSubject
            let single = SingleAssignmentDisposable()
            // The connection is forgotten before the source is let go: whoever connects while
            // its teardown runs (on another thread) starts a new one instead of joining the
            // ending one, as RxSwift does.
            let made = Disposables.create { [weak self] in
                if let self {
                    self.lock.performLocked {
                        self.connection = nil
                        if self.freshSubjectPerConnection { self.subject = nil }
                    }
                }
                single.dispose()
            }
            connection = made
            // The connection ends with the source: a terminal event disposes it.
            let forward = subject.asObserver()
            let source = self.source
            return (made, {
                // The connection is over before its end is passed on, so whoever connects or
                // subscribes again on hearing it starts a new one (with a fresh subject when each
                // connection gets one: `share(scope: .whileConnected)`).
                single.setDisposable(source.subscribe(AnyObserver<Element> { event in
                    if event.isStopEvent { made.dispose() }
                    forward.on(event)
                }))
            })
        }
        started.start?()
        return started.connection
    }
}
