/// The values of one key of `groupBy`: an observable that also tells its `key`.
public struct GroupedObservable<Key, Element> {
    /// The key every value of this group has.
    public let key: Key
    private let members: Observable<Element>

    /// A group of `key` whose subscribers subscribe to `source`.
    public init(key: Key, source: Observable<Element>) {
        (self.key, members) = (key, source)
    }
}

extension GroupedObservable: ObservableType {
    public func asObservable() -> Observable<Element> { members }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        members.subscribe(observer)
    }
}

extension ObservableType {
    /// Splits the values by the key `keySelector` gives them: a `GroupedObservable` is sent the
    /// first time a key appears, and that value and each later one of the same key go to it. The
    /// groups are hot (a group subscribed late hears only what comes after) and end when the
    /// source ends, before the outer sequence does. Until then the source stays subscribed while
    /// the outer subscription or any subscription to a group lives.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key) -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return Observable.create { observer in
            let upstream = SingleAssignmentDisposable()
            let sorter = KeySorter<Key, Element>(keySelector, upstream: upstream)
            let holds = RefCountDisposable(disposable: upstream)
            upstream.setDisposable(source.subscribe { event in sorter.sort(event, into: observer, holds: holds) })
            return holds
        }
    }
}

/// The state of one `groupBy` subscription: the open groups, in the order their keys appeared.
private final class KeySorter<Key: Hashable, Element>: @unchecked Sendable {
    private let keySelector: (Element) throws -> Key
    private let lock = RecursiveLock()
    private var byKey: [Key: PublishSubject<Element>] = [:]
    private var inOrder: [PublishSubject<Element>] = []

    /// The source's subscription: ended with the sequence even while groups are subscribed.
    private let upstream: Disposable

    init(_ keySelector: @escaping (Element) throws -> Key, upstream: Disposable) {
        self.keySelector = keySelector
        self.upstream = upstream
    }

    func sort(_ event: Event<Element>, into outer: AnyObserver<GroupedObservable<Key, Element>>, holds: RefCountDisposable) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                end(with: .error(error), outer: outer)
                return
            }
            let (members, isNew): (PublishSubject<Element>, Bool) = lock.performLocked {
                if let open = byKey[key] { return (open, false) }
                let members = PublishSubject<Element>()
                byKey[key] = members
                inOrder.append(members)
                return (members, true)
            }
            if isNew {
                // Each subscription to the group holds the source alive until it is disposed.
                let group = DirectObservable<Element> { observer in Disposables.create(holds.retain(), members.subscribe(observer)) }
                outer.on(.next(GroupedObservable(key: key, source: group)))
            }
            members.on(.next(element))
        case .error(let error):
            end(with: .error(error), outer: outer)
        case .completed:
            end(with: .completed, outer: outer)
        }
    }

    /// Ends every group, oldest first, then the outer sequence, and lets the source go (a group
    /// subscriber that did not dispose does not keep it).
    private func end(with event: Event<Element>, outer: AnyObserver<GroupedObservable<Key, Element>>) {
        let groups: [PublishSubject<Element>] = lock.performLocked {
            defer { byKey = [:]; inOrder = [] }
            return inOrder
        }
        for group in groups { group.on(event) }
        switch event {
        case .error(let error): outer.on(.error(error))
        default: outer.on(.completed)
        }
        upstream.dispose()
    }
}

/// What a group's subscribers subscribe to: `connect`, run directly (no trampoline, so a group
/// subscribed while its first value is being delivered hears that value).
private final class DirectObservable<Element>: Observable<Element> {
    private let connect: (AnyObserver<Element>) -> Disposable

    init(_ connect: @escaping (AnyObserver<Element>) -> Disposable) {
        self.connect = connect
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        connect(AnyObserver(observer))
    }
}
