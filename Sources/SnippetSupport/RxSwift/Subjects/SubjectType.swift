/// Both an observable and an observer: what it is told, it tells its subscribers.
public protocol SubjectType: ObservableType {
    associatedtype Observer: ObserverType
    func asObserver() -> Observer
}

/// The subscribers of a subject, in subscription order, held strongly (a subject keeps alive
/// whatever its subscribers capture).
struct ObserverBag<Element> {
    private var entries: [(key: Int, observer: AnyObserver<Element>)] = []
    private var nextKey = 0

    var isEmpty: Bool { entries.isEmpty }
    var all: [AnyObserver<Element>] { entries.map(\.observer) }

    mutating func insert(_ observer: AnyObserver<Element>) -> Int {
        defer { nextKey += 1 }
        entries.append((nextKey, observer))
        return nextKey
    }

    mutating func remove(_ key: Int) {
        entries.removeAll { $0.key == key }
    }

    mutating func removeAll() {
        entries.removeAll()
    }
}

/// The base of the subjects: keeps the observers, the stop event and the disposed state.
public class SubjectBase<Element>: Observable<Element>, Cancelable, @unchecked Sendable {
    let lock = RecursiveLock()
    let tracker = GrammarWatch()
    var observers = ObserverBag<Element>()
    var stopEvent: Event<Element>?
    var disposed = false

    override init() {}

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { lock.performLocked { !observers.isEmpty } }

    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// Registers `observer` unless the subject stopped (then it hears the stop event) or is
    /// disposed (then it hears `RxError.disposed`). Subclasses send what they replay first.
    func register(_ observer: AnyObserver<Element>, replay: () -> [Event<Element>]) -> Disposable {
        let (events, key): ([Event<Element>], Int?) = lock.performLocked {
            if disposed { return ([.error(RxError.disposed(object: self))], nil) }
            if let stopEvent { return (replay() + [stopEvent], nil) }
            return (replay(), observers.insert(observer))
        }
        for event in events { observer.on(event) }
        guard let key else { return Disposables.create() }
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.performLocked { self.observers.remove(key) }
        }
    }

    /// Sends `event` to the current observers; after a stop event nothing more is sent.
    func dispatch(_ event: Event<Element>, record: (Event<Element>) -> Void = { _ in }) {
        tracker.enter()
        defer { tracker.leave() }
        let targets: [AnyObserver<Element>] = lock.performLocked {
            if disposed || stopEvent != nil { return [] }
            record(event)
            if event.isStopEvent {
                stopEvent = event
                defer { observers.removeAll() }
                return observers.all
            }
            return observers.all
        }
        for observer in targets { observer.on(event) }
    }

    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
        }
    }

    public func asObserver() -> AnyObserver<Element> {
        AnyObserver { [self] event in on(event) }
    }

    public func on(_ event: Event<Element>) {
        dispatch(event)
    }
}

/// Sends what it is told to its current subscribers; a late subscriber hears only what comes
/// after it subscribed (or the stop event, if the subject stopped).
public final class PublishSubject<Element>: SubjectBase<Element>, SubjectType, ObserverType, @unchecked Sendable {
    public typealias SubjectObserverType = PublishSubject<Element>

    public override init() {}

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        register(AnyObserver(observer), replay: { [] })
    }
}

/// Holds a current value: a new subscriber hears it first, then what follows.
public final class BehaviorSubject<Element>: SubjectBase<Element>, SubjectType, ObserverType, @unchecked Sendable {
    private var element: Element

    public init(value: Element) {
        element = value
    }

    /// The current value; throws the error the subject ended with, or `RxError.disposed`.
    public func value() throws -> Element {
        try lock.performLocked {
            if disposed { throw RxError.disposed(object: self) }
            if case .error(let error) = stopEvent { throw error }
            return element
        }
    }

    public override func on(_ event: Event<Element>) {
        dispatch(event) { event in
            if case .next(let value) = event { element = value }
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        register(AnyObserver(observer), replay: { stopEvent == nil ? [.next(element)] : [] })
    }
}

/// Replays the last `bufferSize` values (or all, when unbounded) to each new subscriber, then
/// the stop event if it stopped.
public final class ReplaySubject<Element>: SubjectBase<Element>, SubjectType, ObserverType, @unchecked Sendable {
    private let bufferSize: Int?
    private var buffer: [Element] = []

    private init(bufferSize: Int?) {
        self.bufferSize = bufferSize
    }

    /// Replays the last `bufferSize` values.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// Replays every value.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    public override func on(_ event: Event<Element>) {
        dispatch(event) { event in
            guard case .next(let value) = event else { return }
            buffer.append(value)
            if let bufferSize, buffer.count > bufferSize {
                buffer.removeFirst(buffer.count - bufferSize)
            }
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        register(AnyObserver(observer), replay: { buffer.map { .next($0) } })
    }

    public override func dispose() {
        lock.performLocked { buffer = [] }
        super.dispose()
    }
}

/// Sends only its last value, and only when it completes (or the error, if it fails).
public final class AsyncSubject<Element>: SubjectBase<Element>, SubjectType, ObserverType, @unchecked Sendable {
    private var last: Element?

    public override init() {}

    public override func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            lock.performLocked {
                if stopEvent == nil && !disposed { last = value }
            }
        case .error:
            dispatch(event)
        case .completed:
            tracker.enter()
            defer { tracker.leave() }
            let (targets, value): ([AnyObserver<Element>], Element?) = lock.performLocked {
                if disposed || stopEvent != nil { return ([], nil) }
                stopEvent = .completed
                defer { observers.removeAll() }
                return (observers.all, last)
            }
            for observer in targets {
                if let value { observer.on(.next(value)) }
                observer.on(.completed)
            }
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        register(AnyObserver(observer), replay: {
            if case .completed = stopEvent, let last { return [.next(last)] }
            return []
        })
    }
}
