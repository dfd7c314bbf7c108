/// Replays the last `bufferSize` values (or all, when unbounded) to each new subscriber, then
/// the stop event if it stopped.
public final class ReplaySubject<Element>: SubjectBase<Element>, SubjectType, ObserverType {
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
