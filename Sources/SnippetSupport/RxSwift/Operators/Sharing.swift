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
